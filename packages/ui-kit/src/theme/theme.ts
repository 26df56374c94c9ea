import { Button, colorsTuple, createTheme, type MantineColorsTuple } from '@mantine/core';

/** Dossel's forest green, lightest to darkest; shade 7 is the brand colour on light backgrounds. */
const forest: MantineColorsTuple = colorsTuple([
  '#eaf6ee',
  '#d5ebdc',
  '#a8d5b6',
  '#79bf8e',
  '#52ac6c',
  '#3a9f57',
  '#2d8a49',
  '#21703a',
  '#17592d',
  '#0c421f',
]);

/** The Mantine theme of every Dossel screen and widget: restyling happens here, never in wrappers. */
export const dosselTheme = createTheme({
  primaryColor: 'forest',
  // Shade 7 keeps white button text above the WCAG AA contrast ratio.
  primaryShade: { light: 7, dark: 6 },
  colors: { forest },
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: {
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  },
  defaultRadius: 'md',
  components: {
    Button: Button.extend({
      defaultProps: { radius: 'md' },
      styles: { root: { fontWeight: 600 } },
    }),
  },
});
