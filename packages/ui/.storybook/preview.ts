import type { Decorator, Preview } from '@storybook/react-vite';
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

const preview: Preview = {
  decorators: [withThemeAndLanguage],
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
    // Any axe violation fails the story test (in both themes: see vitest.config.ts).
    a11y: { test: 'error' },
    options: {
      storySort: { order: ['Introduction', 'Foundations', 'Components', 'Auth', 'Commerce', 'Learning'] },
    },
  },
  tags: ['autodocs'],
};

export default preview;
