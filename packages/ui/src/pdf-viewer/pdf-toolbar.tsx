import { formatDigits } from '@tilawat/domain';
import type { ReactNode } from 'react';
import { pdfViewer as pdfViewerWords } from '../copy/words/pdf-viewer';
import { cx } from '../internal/cx';
import hidden from '../internal/visually-hidden.module.css';
import styles from './pdf-viewer.module.css';
import { canZoomIn, canZoomOut, zoomPercent } from './pdf-viewer-model';

/** The catalogue sections this file shows (named imports: a page carries only the words it uses). */
const bn = { pdfViewer: pdfViewerWords };

export interface PdfToolbarProps {
  page: number;
  total: number;
  /** What the learner is typing in the page box; null shows the current page. */
  draft: string | null;
  onDraft: (draft: string | null) => void;
  /** Goes to the page typed in the page box (Enter, or leaving the box). */
  onCommitDraft: () => void;
  onGoTo: (page: number) => void;
  /** The scale the page is drawn at now. */
  scale: number;
  /** Whether the page fits the width (the default). */
  fit: boolean;
  onZoomBy: (direction: 1 | -1) => void;
  onFit: () => void;
  /** The loaded bytes as a `blob:` URL; null until they are there (the download waits, disabled). */
  downloadUrl: string | null;
  filename: string;
}

/** The PDF viewer's toolbar: pages (previous, the page box, next), zoom (out, in, fit to width) and the download. */
export function PdfToolbar({
  page,
  total,
  draft,
  onDraft,
  onCommitDraft,
  onGoTo,
  scale,
  fit,
  onZoomBy,
  onFit,
  downloadUrl,
  filename,
}: PdfToolbarProps) {
  const percent = zoomPercent(scale);
  return (
    <div className={styles.toolbar}>
      <div className={styles.cluster}>
        <ToolButton
          label={bn.pdfViewer.previous}
          icon="previous"
          disabled={page <= 1}
          onClick={() => onGoTo(page - 1)}
        />
        <span className={styles.pageBox}>
          <span aria-hidden="true">{bn.pdfViewer.pageLabel}</span>
          <input
            className={styles.pageInput}
            type="text"
            inputMode="numeric"
            autoComplete="off"
            enterKeyHint="go"
            size={3}
            aria-label={bn.pdfViewer.pageInput(total)}
            value={draft ?? formatDigits(page)}
            onChange={(event) => onDraft(event.target.value)}
            onFocus={(event) => event.target.select()}
            onBlur={onCommitDraft}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                onCommitDraft();
              } else if (event.key === 'Escape') {
                onDraft(null);
              }
            }}
          />
          <span aria-hidden="true">{bn.pdfViewer.ofTotal(total)}</span>
        </span>
        <ToolButton
          label={bn.pdfViewer.next}
          icon="next"
          disabled={page >= total}
          onClick={() => onGoTo(page + 1)}
        />
      </div>
      <div className={styles.cluster}>
        <ToolButton
          label={bn.pdfViewer.zoomOut}
          icon="minus"
          disabled={!canZoomOut(scale)}
          onClick={() => onZoomBy(-1)}
        />
        <span className={styles.percent}>
          <span aria-hidden="true">{bn.pdfViewer.zoom(percent)}</span>
          <span className={hidden.hidden}>{bn.pdfViewer.zoomLabel(percent)}</span>
        </span>
        <ToolButton
          label={bn.pdfViewer.zoomIn}
          icon="plus"
          disabled={!canZoomIn(scale)}
          onClick={() => onZoomBy(1)}
        />
        <button type="button" className={styles.textButton} aria-pressed={fit} onClick={onFit}>
          <Icon name="fit" />
          <span className={styles.label}>{bn.pdfViewer.fitWidth}</span>
        </button>
      </div>
      {downloadUrl ? (
        <a
          className={cx(styles.textButton, styles.download)}
          href={downloadUrl}
          download={filename}
          aria-label={bn.pdfViewer.downloadLabel(filename)}
        >
          <Icon name="download" />
          <span className={styles.label}>{bn.pdfViewer.download}</span>
        </a>
      ) : (
        <button type="button" className={cx(styles.textButton, styles.download)} disabled>
          <Icon name="download" />
          <span className={styles.label}>{bn.pdfViewer.download}</span>
        </button>
      )}
    </div>
  );
}

function ToolButton({
  label,
  icon,
  disabled,
  onClick,
}: {
  label: string;
  icon: IconName;
  disabled: boolean;
  onClick: () => void;
}) {
  // aria-disabled, not disabled: the button keeps focus at the first or last page (a disabled one drops it).
  return (
    <button
      type="button"
      className={styles.iconButton}
      aria-label={label}
      aria-disabled={disabled || undefined}
      onClick={disabled ? undefined : onClick}
    >
      <Icon name={icon} />
    </button>
  );
}

type IconName = 'previous' | 'next' | 'minus' | 'plus' | 'fit' | 'download';

const paths: Record<IconName, ReactNode> = {
  previous: (
    <path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2.25" strokeLinecap="round" />
  ),
  next: <path d="M9 5l7 7-7 7" fill="none" stroke="currentColor" strokeWidth="2.25" strokeLinecap="round" />,
  minus: <path d="M5 12h14" stroke="currentColor" strokeWidth="2.25" strokeLinecap="round" />,
  plus: <path d="M5 12h14M12 5v14" stroke="currentColor" strokeWidth="2.25" strokeLinecap="round" />,
  fit: (
    <path
      d="M3 12h18M7 8l-4 4 4 4M17 8l4 4-4 4"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    />
  ),
  download: (
    <path
      d="M12 4v11M7 10l5 5 5-5M5 20h14"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    />
  ),
};

function Icon({ name }: { name: IconName }) {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      {paths[name]}
    </svg>
  );
}
