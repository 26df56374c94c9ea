import { dataTableTexts } from '@dossel/ui-kit';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** The DataTable's texts in the user's language, made again only when the language changes. */
export function useDataTableTexts() {
  const { t, i18n } = useTranslation();
  return { texts: useMemo(() => dataTableTexts(t), [t]), locale: i18n.language };
}
