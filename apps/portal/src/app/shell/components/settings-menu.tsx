import type { Language } from '@dossel/api-client';
import { ActionIcon, Menu, useMantineColorScheme, type MantineColorScheme } from '@mantine/core';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { useViewPreferences } from '../stores/view-preferences';
import { MoonIcon, SettingsIcon, SunIcon, SystemSchemeIcon } from './shell-icons';

// Mantine's default label grey reaches only 3.3:1 on white; labels must be readable (WCAG AA 4.5:1).
const LABEL_COLOR = 'gray.7';

export interface SettingsMenuProps {
  /** The enlarged view is offered on desktop only (spec section 2). */
  isDesktop: boolean;
}

const VIEW_DEFAULT = 'default';
const VIEW_ENLARGED = 'enlarged';

/** The schemes offered, as Mantine names them ('auto' follows the system), each with its icon. */
const SCHEMES = [
  { value: 'light', Icon: SunIcon },
  { value: 'dark', Icon: MoonIcon },
  { value: 'auto', Icon: SystemSchemeIcon },
] as const satisfies readonly { value: MantineColorScheme; Icon: () => ReactNode }[];

function isScheme(value: string): value is MantineColorScheme {
  return SCHEMES.some((scheme) => scheme.value === value);
}

/**
 * The settings dropdown: the enlarged or standard view (desktop only), the colour scheme (light, dark or
 * the system's) and the language. All take effect at once and are remembered: the view in local storage,
 * the scheme by Mantine's colour-scheme manager (device memory, kept at sign-out: decision 019), the
 * language by i18next's detector (local storage and a cookie).
 */
export function SettingsMenu({ isDesktop }: SettingsMenuProps) {
  const { t, i18n } = useTranslation();
  const { enlarged, set: setView } = useViewPreferences();
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  const viewLabelId = useId();
  const schemeLabelId = useId();
  const schemeLabels: Record<MantineColorScheme, string> = {
    light: t('shell.settings.colorSchemes.light'),
    dark: t('shell.settings.colorSchemes.dark'),
    auto: t('shell.settings.colorSchemes.auto'),
  };
  const languageLabelId = useId();
  // Each language named in itself, so a reader of that language finds it whatever the current one is.
  const languages: { value: Language; label: string }[] = [
    { value: 'pt-BR', label: t('shell.settings.languages.ptBR') },
    { value: 'en-US', label: t('shell.settings.languages.enUS') },
    { value: 'es', label: t('shell.settings.languages.es') },
  ];

  return (
    // No focus placeholder: a menu may hold only items (axe), so opening focuses the first item.
    <Menu position="bottom-end" withInitialFocusPlaceholder={false} width={240} shadow="md">
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray.8" size="lg" aria-label={t('shell.settings.label')}>
          <SettingsIcon />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {isDesktop ? (
          <>
            <Menu.Label c={LABEL_COLOR} id={viewLabelId}>
              {t('shell.settings.view')}
            </Menu.Label>
            <div role="group" aria-labelledby={viewLabelId}>
              <Menu.RadioGroup
                value={enlarged ? VIEW_ENLARGED : VIEW_DEFAULT}
                onChange={(value) => setView({ enlarged: value === VIEW_ENLARGED })}
              >
                <Menu.RadioItem value={VIEW_DEFAULT}>{t('shell.settings.defaultView')}</Menu.RadioItem>
                <Menu.RadioItem value={VIEW_ENLARGED}>{t('shell.settings.enlargedView')}</Menu.RadioItem>
              </Menu.RadioGroup>
            </div>
            <Menu.Divider />
          </>
        ) : null}
        <Menu.Label c={LABEL_COLOR} id={schemeLabelId}>
          {t('shell.settings.colorScheme')}
        </Menu.Label>
        <div role="group" aria-labelledby={schemeLabelId}>
          <Menu.RadioGroup
            value={colorScheme}
            onChange={(value) => {
              if (isScheme(value)) setColorScheme(value);
            }}
          >
            {SCHEMES.map(({ value, Icon }) => (
              <Menu.RadioItem key={value} value={value} rightSection={<Icon />}>
                {schemeLabels[value]}
              </Menu.RadioItem>
            ))}
          </Menu.RadioGroup>
        </div>
        <Menu.Divider />
        <Menu.Label c={LABEL_COLOR} id={languageLabelId}>
          {t('shell.settings.language')}
        </Menu.Label>
        <div role="group" aria-labelledby={languageLabelId}>
          <Menu.RadioGroup
            value={i18n.resolvedLanguage ?? i18n.language}
            onChange={(language) => void i18n.changeLanguage(language)}
          >
            {languages.map(({ value, label }) => (
              <Menu.RadioItem key={value} value={value} lang={value}>
                {label}
              </Menu.RadioItem>
            ))}
          </Menu.RadioGroup>
        </div>
      </Menu.Dropdown>
    </Menu>
  );
}
