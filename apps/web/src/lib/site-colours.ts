/**
 * The site's colours outside its CSS (docs/decisions/0018-look-and-feel.md): the browser's toolbar
 * (`theme-color`) and the web manifest's splash screen. The same values as the kit's `--color-primary` and
 * `--color-surface`.
 */
export const THEME_COLOUR = '#0F6B5C';
export const BACKGROUND_COLOUR = '#FAF8F3';
