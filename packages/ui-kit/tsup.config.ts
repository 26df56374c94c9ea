import { defineConfig } from 'tsup';

export default defineConfig({
  entry: ['src/index.ts'],
  format: ['esm'],
  dts: true,
  clean: true,
  sourcemap: true,
  target: 'es2022',
  // Mantine's CSS is bundled into dist/index.css (the `./styles.css` export) so a host imports one file;
  // Mantine's JavaScript stays an external peer dependency.
  noExternal: [/\.css$/],
  // The locale JSON files are published as they are, for hosts that merge them into their own resources.
  publicDir: 'src/locales',
  onSuccess: 'mkdir -p dist/locales && mv dist/*.json dist/locales/',
});
