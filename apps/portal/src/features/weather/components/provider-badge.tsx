import type { WeatherProviderId } from '@dossel/api-client';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * Who gave the forecast or the recent rain; demo data says it is demo, so no one takes it as observed.
 * Recent rain is an observation, not a forecast: its badge says 'data', the forecast's 'forecast'.
 */
export function ProviderBadge({ provider, of }: { provider: WeatherProviderId; of: 'forecast' | 'recent' }) {
  const { t } = useTranslation();
  return (
    <Badge
      variant="light"
      color={provider === 'demo' ? 'yellow' : 'blue'}
      // Dark text on the light tint keeps the 4.5:1 contrast a small bold label needs (white on the dark
      // scheme's deep tint: the theme's token).
      c="var(--dossel-color-on-tint)"
      title={provider === 'demo' ? t('reports.weather.demoNote') : undefined}
    >
      {t(
        of === 'forecast'
          ? `reports.weather.provider.${provider}`
          : `reports.weather.recentProvider.${provider}`,
      )}
    </Badge>
  );
}
