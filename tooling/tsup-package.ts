import type { Options } from 'tsup';

/**
 * How each published package builds: ESM with declarations and source maps, and its `src/locales` JSON
 * copied to `dist/locales/` as it is, for servers and host sites that translate our codes.
 */
export function packageBuild(options: Options = {}): Options {
  return {
    entry: ['src/index.ts'],
    format: ['esm'],
    dts: true,
    clean: true,
    sourcemap: true,
    target: 'es2022',
    publicDir: 'src/locales',
    onSuccess: 'mkdir -p dist/locales && mv dist/*.json dist/locales/',
    ...options,
  };
}
