// The standalone elements' stand-in for react-i18next (vite.standalone.config.ts aliases `react-i18next`
// here), over the i18next stand-in beside it: the provider and the hook, which is all the elements and
// their widgets use.
import { createContext, use, useCallback, useMemo, useSyncExternalStore, type ReactNode } from 'react';

import type { ShimI18n, TFunction } from './i18next';

interface Translation {
  t: TFunction;
  i18n: ShimI18n;
}

const TranslationContext = createContext<Translation | null>(null);

export interface I18nextProviderProps {
  i18n: ShimI18n;
  children: ReactNode;
}

/**
 * Hands the instance to useTranslation below it. A new `t` per language, as react-i18next gives, so a
 * language change re-renders every component that translates, memoised ones included.
 */
export function I18nextProvider({ i18n, children }: I18nextProviderProps) {
  const subscribe = useCallback(
    (onChange: () => void) => {
      i18n.on('languageChanged', onChange);
      return () => i18n.off('languageChanged', onChange);
    },
    [i18n],
  );
  const language = useSyncExternalStore(subscribe, () => i18n.language);
  // A `t` fixed to the language, as react-i18next's, so its identity changes with the language.
  const value = useMemo<Translation>(() => ({ t: i18n.getFixedT(language), i18n }), [i18n, language]);
  return <TranslationContext value={value}>{children}</TranslationContext>;
}

/** `{ t, i18n }` of the nearest I18nextProvider; the arguments react-i18next takes change nothing here. */
export function useTranslation(): Translation {
  const translation = use(TranslationContext);
  if (!translation) throw new Error('useTranslation needs an I18nextProvider above it');
  return translation;
}
