/** The one namespace of every Dossel text (ARCHITECTURE: namespace `translations`). */
export const TRANSLATIONS_NAMESPACE = 'translations';
