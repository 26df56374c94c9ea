// Mantine's styles as the portal ships them: the components' it renders (the portal's main.tsx imports
// the same file), and the date picker's, which the portal loads with its signed-in shell
// (components/forms/localized-dates.tsx) and the screens' stories render without. A story that renders a
// component whose stylesheet the portal lacks so differs from its baseline. ui-kit's entry imports the
// whole of Mantine's styles, which the portal's build drops (the entry is side-effect free): main.ts
// drops them here too.
import '../apps/portal/src/app/mantine-styles.css';
import '@mantine/dates/styles.layer.css';

import { LANGUAGES, type Language } from '@dossel/api-client';
import { createDosselI18n, DosselProvider } from '@dossel/portal-widgets';
import type { Decorator, Preview } from '@storybook/react-vite';
import type { ReactNode } from 'react';

import { createFakeApiClient } from '@dossel/api-client/testing';

import type { DosselStoryParameters } from '../packages/portal-widgets/src/testing/story-parameters';
import { resetToasts } from '../packages/portal-widgets/src/testing/reset-toasts';
import { useEnlargedView } from '../apps/portal/src/app/shell/hooks/use-enlarged-view';
import { startStoryServices, withPortalServices } from '../apps/portal/src/testing/story-helpers';

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

/**
 * Every story renders inside DosselProvider, in the toolbar's language and colour scheme, with a fake api
 * client. The scheme is forced, never read from local storage, so a story always looks the same.
 */
const withDossel: Decorator = (Story, context) => {
  const locale: unknown = context.globals.locale;
  const language = isLanguage(locale) ? locale : 'pt-BR';
  // A docs page shows many stories at once and the scheme is page-wide: there it is the toolbar's alone.
  const schemeGlobals = context.viewMode === 'docs' ? context.userGlobals : context.globals;
  const colorScheme = schemeGlobals.colorScheme === 'dark' ? 'dark' : 'light';
  const { client = defaultClient } = (context.parameters.dossel ?? {}) as DosselStoryParameters;
  return (
    <DosselProvider client={client} i18n={i18nFor(language)} forceColorScheme={colorScheme}>
      <Story />
    </DosselProvider>
  );
};

/** The portal's enlarged view (settings menu), applied the way the portal's shell applies it. */
function View({ enlarged, children }: { enlarged: boolean; children: ReactNode }) {
  useEnlargedView(enlarged);
  return children;
}

const withView: Decorator = (Story, context) => (
  <View enlarged={context.globals.view === 'enlarged'}>
    <Story />
  </View>
);

/**
 * The two screen sizes of the toolbar. Desktop is the size every story test and screenshot runs at
 * unless a story picks another; mobile is the 375 px phone of the report screens' phone stories.
 */
const VIEWPORTS = {
  desktop: { name: 'Desktop', styles: { width: '1200px', height: '900px' }, type: 'desktop' },
  mobile: { name: 'Mobile', styles: { width: '375px', height: '667px' }, type: 'mobile' },
} as const;

const preview: Preview = {
  decorators: [withPortalServices, withView, withDossel],
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
    view: {
      description: "The portal's view: default or enlarged (a larger root font size)",
      toolbar: {
        title: 'View',
        icon: 'zoom',
        items: [
          { value: 'default', title: 'Default view' },
          { value: 'enlarged', title: 'Enlarged view' },
        ],
        dynamicTitle: true,
      },
    },
    colorScheme: {
      description: "The portal's colour scheme, as the settings menu sets it (a story may pick one)",
      toolbar: {
        title: 'Scheme',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Light scheme', icon: 'sun' },
          { value: 'dark', title: 'Dark scheme', icon: 'moon' },
        ],
        dynamicTitle: true,
      },
    },
  },
  // The viewport global is Storybook's own (its toolbar button), so story tests get the same size.
  initialGlobals: {
    locale: 'pt-BR',
    view: 'default',
    colorScheme: 'light',
    viewport: { value: 'desktop', isRotated: false },
  },
  parameters: {
    viewport: { options: VIEWPORTS },
    // Accessibility violations fail the story's test, not just show in the panel.
    a11y: { test: 'error' },
    controls: { matchers: { date: /Date$/i } },
  },
  beforeEach: () => {
    // Toasts live in a page-wide store; one story's toast must not show up in the next.
    resetToasts();
    // The portal's session and query client, new for each story (decision 026). A failing query fails at
    // once, as in the portal's tests: with the product's retries (1, 2, 4 s) a screen would pass through
    // states the screenshot could catch at any point.
    startStoryServices();
  },
  tags: ['autodocs'],
};
export default preview;
