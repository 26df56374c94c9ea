import { Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export interface BrandMarkProps {
  /** Size of the product name. */
  size?: 'md' | 'xl';
  /** White text for the brand's dark green panel (otherwise the brand's green of the page's scheme). */
  inverted?: boolean;
}

/** The product's mark: a small canopy drawn in SVG (no image request) and the name "Dossel". */
export function BrandMark({ size = 'md', inverted = false }: BrandMarkProps) {
  const { t } = useTranslation();
  const iconSize = size === 'xl' ? 44 : 30;
  return (
    <Group gap="xs" wrap="nowrap">
      <svg width={iconSize} height={iconSize} viewBox="0 0 32 32" aria-hidden focusable="false">
        <circle cx="16" cy="13" r="10" fill={inverted ? '#d5ebdc' : '#21703a'} />
        <circle cx="11" cy="11" r="4" fill={inverted ? '#a8d5b6' : '#3a9f57'} />
        <rect x="14.5" y="18" width="3" height="11" rx="1" fill={inverted ? '#eaf6ee' : '#6b4a2b'} />
      </svg>
      <Text
        component="span"
        fw={700}
        fz={size === 'xl' ? 34 : 24}
        lh={1}
        c={inverted ? 'white' : 'brand.8'}
        style={{ letterSpacing: '-0.02em' }}
      >
        {t('product.name')}
      </Text>
    </Group>
  );
}
