import { LANGUAGES, type Language } from '@dossel/api-client';
import { createDosselI18n, DosselProvider } from '@dossel/portal-widgets';
import type { Decorator, Preview } from '@storybook/react-vite';

import { createFakeApiClient } from '@dossel/api-client/testing';

import type { DosselStoryParameters } from '../packages/portal-widgets/src/testing/story-parameters';
import { resetToasts } from '../packages/portal-widgets/src/testing/reset-toasts';

type I18n = ReturnType<typeof createDosselI18n>;

const LANGUAGE_TITLES: Record<Language, string> = {
  'pt-BR': 'Português (Brasil)',
  'en-US': 'English (US)',
  es: 'Español',
};

// One instance per language, made once: switching the toolbar swaps instances instead of re-initialising.
const i18nByLanguage = new Map<Language, I18n>();
function i18nFor(language: Language): I18n {
  const existing = i18nByLanguage.get(language);
  if (existing) return existing;
  const created = createDosselI18n({ language });
  i18nByLanguage.set(language, created);
  return created;
}

function isLanguage(value: unknown): value is Language {
  return LANGUAGES.some((language) => language === value);
}

const defaultClient = createFakeApiClient();

/** Every story renders inside DosselProvider, in the toolbar's language, with a fake api client. */
const withDossel: Decorator = (Story, context) => {
  const locale: unknown = context.globals.locale;
  const language = isLanguage(locale) ? locale : 'pt-BR';
  const { client = defaultClient } = (context.parameters.dossel ?? {}) as DosselStoryParameters;
  return (
    <DosselProvider client={client} i18n={i18nFor(language)}>
      <Story />
    </DosselProvider>
  );
};

const preview: Preview = {
  decorators: [withDossel],
  globalTypes: {
    locale: {
      description: 'Interface language',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: LANGUAGES.map((language) => ({ value: language, title: LANGUAGE_TITLES[language] })),
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { locale: 'pt-BR' },
  parameters: {
    // Accessibility violations fail the story's test, not just show in the panel.
    a11y: { test: 'error' },
    controls: { matchers: { date: /Date$/i } },
  },
  // Toasts live in a page-wide store; one story's toast must not show up in the next.
  beforeEach: resetToasts,
  tags: ['autodocs'],
};
export default preview;
