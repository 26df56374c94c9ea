import { dataTableTexts } from '@dossel/ui-kit';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

import { messageText } from '../../lib/translation-keys';

/** The DataTable's texts in the user's language, made again only when the language changes. */
export function useDataTableTexts() {
  const { t, i18n } = useTranslation();
  // ui-kit asks for its keys as strings (it does not depend on i18next): messageText takes them.
  const texts = useMemo(() => dataTableTexts((key, values) => messageText(t, key, values)), [t]);
  return { texts, locale: i18n.language };
}
