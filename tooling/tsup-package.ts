import type { Options } from 'tsup';

type EsbuildPlugin = NonNullable<Options['esbuildPlugins']>[number];

/** Mantine's style sheets: `@mantine/core/styles.css`, `@mantine/notifications/styles.css`, per component. */
const MANTINE_STYLE_SHEET = /^@mantine\/[\w-]+\/styles(?:\/[\w-]+)?\.css$/;

/**
 * Mantine is a peer dependency: the host imports its style sheets once, itself (each package's README),
 * so a package's dist/index.css carries only its own rules, and its JavaScript imports no style sheet
 * of Mantine's. An import of one (ui-kit's entry has them, for Storybook and the portal in development)
 * builds to nothing.
 */
const mantineStylesLeftToHost: EsbuildPlugin = {
  name: 'mantine-styles-left-to-host',
  setup(build) {
    // The path must not end in `.css`, or tsup's PostCSS plugin (registered first) would load it.
    build.onResolve({ filter: MANTINE_STYLE_SHEET }, (args) => ({
      path: `${args.path}?host`,
      namespace: 'host-styles',
    }));
    build.onLoad({ filter: /\?host$/, namespace: 'host-styles' }, () => ({ contents: '', loader: 'empty' }));
  },
};

/**
 * How each published package builds: ESM with declarations, and its `src/locales` JSON copied to
 * `dist/locales/` as it is, for servers and host sites that translate our codes. No source maps: the
 * tarballs leave them out (the code is unminified ESM, readable as it is), and a `sourceMappingURL`
 * comment naming a file that is not shipped only makes browsers and bundlers warn.
 */
export function packageBuild(options: Options = {}): Options {
  const { esbuildPlugins = [], ...rest } = options;
  return {
    entry: ['src/index.ts'],
    format: ['esm'],
    dts: true,
    clean: true,
    sourcemap: false,
    target: 'es2022',
    publicDir: 'src/locales',
    onSuccess: 'mkdir -p dist/locales && mv dist/*.json dist/locales/',
    esbuildPlugins: [mantineStylesLeftToHost, ...esbuildPlugins],
    ...rest,
  };
}
