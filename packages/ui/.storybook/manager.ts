import { addons } from 'storybook/manager-api';
import { create } from 'storybook/theming/create';

// Storybook's own face first; Bengali story names, args and docs fall through to the kit's Bengali face.
addons.setConfig({
  theme: create({
    base: 'light',
    brandTitle: 'তিলাওয়াত UI · Tilawat UI',
    fontBase: '"Nunito Sans", "Noto Sans Bengali", system-ui, sans-serif',
    fontCode: 'ui-monospace, Menlo, Monaco, "DejaVu Sans Mono", "Noto Sans Bengali", monospace',
  }),
});
