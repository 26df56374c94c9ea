// Typed translation keys (issue 17, decision 021): a `t()` key that no locale file holds fails
// `pnpm typecheck`. The portal serves one namespace, the merge of these files (vite/locales-plugin.ts);
// pt-BR is the reference, and tooling/translations.test.ts keeps the other languages' keys the same.
import 'i18next';

import type apiClient from '../../../../packages/api-client/src/locales/pt-BR.json';
import type widgets from '../../../../packages/portal-widgets/src/locales/pt-BR.json';
import type uiKit from '../../../../packages/ui-kit/src/locales/pt-BR.json';
import type portal from '../locales/pt-BR.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translations';
    resources: { translations: typeof apiClient & typeof uiKit & typeof widgets & typeof portal };
  }
}
