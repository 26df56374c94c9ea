import { defineConfig } from 'tsup';

export default defineConfig({
  entry: ['src/index.ts'],
  format: ['esm'],
  dts: true,
  clean: true,
  sourcemap: true,
  target: 'es2022',
  // The locale JSON files are published as they are, for servers and host sites that translate our codes.
  publicDir: 'src/locales',
  onSuccess: 'mkdir -p dist/locales && mv dist/*.json dist/locales/',
});
