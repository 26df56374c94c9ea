import {
  Button,
  colorsTuple,
  createTheme,
  type CSSVariablesResolver,
  type MantineColorsTuple,
  type MantineThemeOverride,
} from '@mantine/core';

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
export const dosselTheme: MantineThemeOverride = createTheme({
  primaryColor: 'forest',
  // Shade 7 keeps white button text above the WCAG AA contrast ratio.
  primaryShade: { light: 7, dark: 6 },
  colors: { forest },
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: {
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  },
  defaultRadius: 'md',
  // People who ask their system for less motion get toasts and modals without animation.
  respectReducedMotion: true,
  components: {
    // A modal's title bar is a <header>, which outside a landmark counts as a second page banner for
    // assistive technology (axe: landmark-no-duplicate-banner); inside a dialog it is just its title.
    // A plain object, not Modal.extend: importing Modal here would put it in every page's first load.
    Modal: { defaultProps: { attributes: { header: { role: 'presentation' } } } },
    Button: Button.extend({
      defaultProps: { radius: 'md' },
      styles: { root: { fontWeight: 600 } },
    }),
  },
});

/**
 * Mantine's light-scheme error red (red.6) reaches only 3.3:1 on white; validation messages must be
 * readable (WCAG AA 4.5:1), so errors use red.9.
 */
export const dosselCssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    // Mantine's dimmed grey (hints, descriptions) reads at 3.3:1 on white; gray.7 passes WCAG AA.
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
  },
  dark: {},
});
