import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react';
import { cx } from '../internal/cx';
import { useControllableState } from '../internal/use-controllable-state';
import styles from './tabs.module.css';

export interface TabItem {
  /** Identifies the tab; what `value` and `onValueChange` speak of. */
  value: string;
  label: ReactNode;
  content: ReactNode;
  disabled?: boolean;
}

export interface TabsProps {
  items: TabItem[];
  /** Names the tab list for assistive technology. */
  label: string;
  /** The selected tab (controlled). */
  value?: string;
  /** The first selected tab (uncontrolled); the first enabled one when not given. */
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  /** automatic: arrows select as they move (default); manual: arrows move, Enter/Space selects. */
  activation?: 'automatic' | 'manual';
  /** Direction of the arrow keys (right-to-left pages swap them). */
  dir?: 'ltr' | 'rtl';
  className?: string;
}

/**
 * Tabs (WAI-ARIA tabs pattern): one tab stop in the list (roving tabindex), ←/→ move with
 * wrap-around, Home/End jump, the panel is labelled by its tab and reachable with Tab.
 */
export function Tabs({
  items,
  label,
  value,
  defaultValue,
  onValueChange,
  activation = 'automatic',
  dir = 'ltr',
  className,
}: TabsProps) {
  const id = useId();
  const enabled = items.filter((item) => !item.disabled);
  const [selected, setSelected] = useControllableState({
    value,
    defaultValue: defaultValue ?? enabled[0]?.value ?? '',
    onChange: onValueChange,
  });
  const tabs = useRef(new Map<string, HTMLButtonElement>());
  const tabId = (v: string) => `${id}-tab-${v}`;
  const panelId = (v: string) => `${id}-panel-${v}`;
  const current = items.find((item) => item.value === selected);

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, item: TabItem) => {
    const index = enabled.findIndex((e) => e.value === item.value);
    const next = dir === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
    const previous = dir === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
    let target: TabItem | undefined;
    if (event.key === next) target = enabled[(index + 1) % enabled.length];
    else if (event.key === previous) target = enabled[(index - 1 + enabled.length) % enabled.length];
    else if (event.key === 'Home') target = enabled[0];
    else if (event.key === 'End') target = enabled[enabled.length - 1];
    if (!target) return;
    event.preventDefault();
    tabs.current.get(target.value)?.focus();
    if (activation === 'automatic') setSelected(target.value);
  };

  return (
    <div className={cx(styles.tabs, className)} dir={dir}>
      <div role="tablist" aria-label={label} aria-orientation="horizontal" className={styles.list}>
        {items.map((item) => {
          const isSelected = item.value === selected;
          return (
            <button
              key={item.value}
              ref={(element) => {
                if (element) tabs.current.set(item.value, element);
                else tabs.current.delete(item.value);
              }}
              type="button"
              role="tab"
              id={tabId(item.value)}
              aria-selected={isSelected}
              aria-controls={panelId(item.value)}
              tabIndex={isSelected ? 0 : -1}
              disabled={item.disabled}
              className={styles.tab}
              onClick={() => setSelected(item.value)}
              onKeyDown={(event) => onKeyDown(event, item)}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      {current ? (
        <div
          role="tabpanel"
          id={panelId(current.value)}
          aria-labelledby={tabId(current.value)}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: WAI-ARIA tabs: the panel is a tab stop so its content can be reached and read.
          tabIndex={0}
          className={styles.panel}
        >
          {current.content}
        </div>
      ) : null}
    </div>
  );
}
