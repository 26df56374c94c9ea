import { defineConfig } from 'tsup';

import { packageBuild } from '../../tooling/tsup-package';

// Mantine's CSS is bundled into dist/index.css (the `./styles.css` export) so a host imports one file;
// Mantine's JavaScript stays an external peer dependency.
export default defineConfig(packageBuild({ noExternal: [/\.css$/] }));
