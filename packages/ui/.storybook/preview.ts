import { afterEach as a11yAfterEach } from '@storybook/addon-a11y/preview';
import type { Decorator, Preview, StoryContext } from '@storybook/react-vite';
import { createElement, useEffect } from 'react';
import { create } from 'storybook/theming/create';
import '../src/styles/index.css';

/** The docs pages read Bengali too: the kit's Bengali face behind Storybook's own (it has no Bengali glyphs). */
const docsTheme = create({
  base: 'light',
  fontBase: '"Nunito Sans", "Noto Sans Bengali", system-ui, sans-serif',
  fontCode: 'ui-monospace, Menlo, Monaco, "DejaVu Sans Mono", "Noto Sans Bengali", monospace',
});

type Theme = 'light' | 'dark';

/** Sets the theme and the language on <html>, as the web does, so tokens and fonts apply to the whole page. */
const withThemeAndLanguage: Decorator = (Story, context) => {
  const theme: Theme = context.globals.theme === 'dark' ? 'dark' : 'light';
  useEffect(() => {
    const root = document.documentElement;
    root.dataset.theme = theme;
    root.lang = 'bn';
    root.dir = 'ltr';
  }, [theme]);
  return createElement(Story);
};

/**
 * Switches the page's theme at once: with transitions off while the tokens change, so that nothing
 * measured next (axe's colour contrast) reads a colour halfway between the two themes.
 */
function switchTheme(theme: Theme): void {
  const still = document.createElement('style');
  still.textContent = '*, *::before, *::after { transition: none !important; }';
  document.head.append(still);
  document.documentElement.dataset.theme = theme;
  // Reading layout applies the new styles now, while transitions are still off.
  void document.body.offsetHeight;
  still.remove();
}

/** In a story test (Vitest through @storybook/addon-vitest), not in Storybook's own pages. */
const inStoryTest = (import.meta as { env?: Record<string, unknown> }).env?.VITEST_STORYBOOK !== undefined;

/**
 * The story test's axe check once more, in the other theme, on the same render: the a11y addon's own
 * afterEach checks the theme the story was drawn in (light), this one the dark one, then puts the
 * theme back. Colour contrast is proven in both themes with one render and one play of each story.
 */
async function checkTheOtherTheme(context: StoryContext): Promise<void> {
  if (!inStoryTest) return;
  const drawnIn: Theme = document.documentElement.dataset.theme === 'dark' ? 'dark' : 'light';
  const other: Theme = drawnIn === 'dark' ? 'light' : 'dark';
  switchTheme(other);
  try {
    await a11yAfterEach(context);
  } catch (error) {
    if (error instanceof Error) error.message = `in the ${other} theme: ${error.message}`;
    throw error;
  } finally {
    switchTheme(drawnIn);
  }
}

const preview: Preview = {
  decorators: [withThemeAndLanguage],
  afterEach: checkTheOtherTheme,
  globalTypes: {
    theme: {
      description: 'Colour theme (light or dark)',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Light', icon: 'sun' },
          { value: 'dark', title: 'Dark', icon: 'moon' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'light' },
  parameters: {
    layout: 'padded',
    docs: { theme: docsTheme },
    controls: { matchers: { color: /(background|colou?r)$/i, date: /(_at|Date)$/ } },
    // Any axe violation fails the story test, in both themes (checkTheOtherTheme above).
    a11y: { test: 'error' },
    options: {
      storySort: { order: ['Introduction', 'Foundations', 'Components', 'Auth', 'Commerce', 'Learning'] },
    },
  },
  tags: ['autodocs'],
};

export default preview;
