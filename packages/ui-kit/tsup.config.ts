import { defineConfig } from 'tsup';

import { packageBuild } from '../../tooling/tsup-package';

// The CSS of ui-kit's own dependencies (mantine-datatable) is bundled into dist/index.css (the
// `./styles.css` export); Mantine's, a peer dependency, is the host's to import (tooling/tsup-package.ts).
// The date fields are an entry of their own (`./dates`), so a host page without dates loads no dayjs.
export default defineConfig(
  packageBuild({ entry: { index: 'src/index.ts', dates: 'src/dates/index.ts' }, noExternal: [/\.css$/] }),
);
