import { defineConfig } from 'tsup';

import { packageBuild } from '../../tooling/tsup-package';

export default defineConfig(packageBuild({ entry: ['src/index.ts', 'src/testing.ts'] }));
