import { defineConfig } from 'tsup';

import { packageBuild } from '../../tooling/tsup-package';

// The CSS of ui-kit's own dependencies (mantine-datatable) is bundled into dist/index.css (the
// `./styles.css` export); Mantine's, a peer dependency, is the host's to import (tooling/tsup-package.ts).
export default defineConfig(packageBuild({ noExternal: [/\.css$/] }));
