import { readFile } from 'node:fs/promises';
import path from 'node:path';

import { defineConfig, type Options } from 'tsup';

import { packageBuild } from '../../tooling/tsup-package';

type EsbuildPlugin = NonNullable<Options['esbuildPlugins']>[number];

/**
 * tsup loads every `.css` file with its PostCSS plugin as global CSS, which would drop the class-name map of
 * `*.module.css`. This hands those files to esbuild's own `local-css` loader instead, so class names are
 * scoped in dist/index.css and the component receives them, as Vite does in development.
 */
const cssModules: EsbuildPlugin = {
  name: 'css-modules',
  setup(build) {
    // The path must not end in `.css`, or tsup's PostCSS plugin (registered first) would load it.
    build.onResolve({ filter: /\.module\.css$/ }, (args) => ({
      path: `${path.resolve(args.resolveDir, args.path)}?local`,
      namespace: 'css-module',
    }));
    build.onLoad({ filter: /\?local$/, namespace: 'css-module' }, async (args) => {
      const file = args.path.slice(0, -'?local'.length);
      return { contents: await readFile(file, 'utf8'), loader: 'local-css', resolveDir: path.dirname(file) };
    });
  },
};

export default defineConfig(packageBuild({ esbuildPlugins: [cssModules] }));
