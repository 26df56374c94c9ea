import {
  Button,
  colorsTuple,
  createTheme,
  defaultCssVariablesResolver,
  defaultVariantColorsResolver,
  parseThemeColor,
  virtualColor,
  type CSSVariablesResolver,
  type MantineColorsTuple,
  type MantineThemeOverride,
  type VariantColorsResolver,
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

/**
 * The same greens, darkest to lightest: in the dark scheme `brand.N` takes these, so the brand's text and
 * marks, drawn with a dark green on light backgrounds, are drawn with the matching light green on dark ones.
 */
const forestReversed: MantineColorsTuple = colorsTuple([...forest].reverse());

/**
 * Mantine's variant colours, but a filled component in a given grey (a `gray.7` badge) keeps that grey's
 * own value: in the dark scheme the grey shades become "ink" (see the resolver below), and a filled grey
 * must stay a dark grey under its white text. In the light scheme it is the same colour as before.
 */
const variantColorResolver: VariantColorsResolver = (input) => {
  const colors = defaultVariantColorsResolver(input);
  const { color, shade } = parseThemeColor({ color: input.color, theme: input.theme });
  if (input.variant !== 'filled' || color !== 'gray' || shade === undefined) return colors;
  const gray = input.theme.colors.gray;
  return { ...colors, background: gray[shade], hover: gray[shade === 9 ? 8 : shade + 1] ?? colors.hover };
};

/** The Mantine theme of every Dossel screen and widget: restyling happens here, never in wrappers. */
export const dosselTheme: MantineThemeOverride = createTheme({
  primaryColor: 'forest',
  // Shade 7 keeps white button text above the WCAG AA contrast ratio, on light and on dark pages alike.
  primaryShade: { light: 7, dark: 7 },
  colors: {
    forest,
    forestReversed,
    // Brand-coloured text (the product's name, the sign-in title): forest.8 on light, forest.1 on dark.
    brand: virtualColor({ name: 'brand', light: 'forest', dark: 'forestReversed' }),
  },
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: {
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  },
  defaultRadius: 'md',
  variantColorResolver,
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

/** Mantine's dark palette shade each grey shade reads as in the dark scheme (see the resolver). */
const GRAY_ON_DARK = ['8', '6', '5', '4', '3', '2', '2', '1', '0'] as const;

/**
 * Mantine's light-scheme error red (red.6) reaches only 3.3:1 on white; validation messages must be
 * readable (WCAG AA 4.5:1), so errors use red.9.
 *
 * The dark scheme (decision 019): Dossel's screens paint with the grey scale as "ink" — `gray.7` for
 * secondary text, `gray.0` for the page behind the cards, `gray.1` for a hovered surface. In the dark
 * scheme each grey shade becomes the dark-palette shade with the same role (gray.0 → dark.8, gray.7 →
 * dark.1, gray.9 → a near white), so those screens stay readable without a second colour per use; the
 * light scheme keeps Mantine's greys exactly. Mantine's own dark styles that take greys (a gray
 * Button/Badge, the Tooltip) are pinned to the values they had, so they look as Mantine draws them.
 */
export const dosselCssVariablesResolver: CSSVariablesResolver = (theme) => {
  const gray = theme.colors.gray;
  const grayOnDark = Object.fromEntries(
    gray.map((_, shade) => [
      `--mantine-color-gray-${shade}`,
      shade === 9 ? gray[1] : `var(--mantine-color-dark-${GRAY_ON_DARK[shade] ?? '0'})`,
    ]),
  );
  // Mantine's dark variants of the gray colour, with each grey it names replaced by that grey's own value.
  const mantineDark = defaultCssVariablesResolver(theme).dark;
  const grayVariants = Object.fromEntries(
    Object.entries(mantineDark)
      .filter(([name]) => /^--mantine-color-gray-[a-z]/.test(name))
      .map(([name, value]) => [
        name,
        value.replace(/var\(--mantine-color-gray-(\d)\)/g, (_, shade: string) => gray[Number(shade)] ?? ''),
      ]),
  );
  return {
    variables: {},
    light: {
      '--mantine-color-error': 'var(--mantine-color-red-9)',
      // Mantine's dimmed grey (hints, descriptions) reads at 3.3:1 on white; gray.7 passes WCAG AA.
      '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
      // Text on a light-variant badge (a pale tint): Mantine's coloured text fails on a pale yellow or
      // blue; near black passes.
      '--dossel-color-on-tint': 'var(--mantine-color-dark-8)',
    },
    dark: {
      ...grayOnDark,
      ...grayVariants,
      // Mantine's dark Tooltip is a light grey label with black text.
      '--tooltip-bg': gray[2],
      // Mantine's dark error (red.8) and dimmed (dark.2) read at 3.4:1 and 4.0:1 on the dark page.
      '--mantine-color-error': 'var(--mantine-color-red-5)',
      '--mantine-color-dimmed': 'var(--mantine-color-dark-1)',
      // On dark, a light-variant badge is a deep tint (a dark amber, a navy): white reads on any of them.
      '--dossel-color-on-tint': 'var(--mantine-color-white)',
    },
  };
};
