import { DEFAULT_THEME, defaultVariantColorsResolver, mergeMantineTheme } from '@mantine/core';
import { describe, expect, test } from 'vitest';

import { dosselCssVariablesResolver, dosselTheme } from './theme';

const theme = mergeMantineTheme(DEFAULT_THEME, dosselTheme);
const { light, dark } = dosselCssVariablesResolver(theme);

describe('the dark scheme of the theme (decision 019)', () => {
  test('leaves the greys of the light scheme as Mantine draws them', () => {
    expect(Object.keys(light).filter((name) => name.startsWith('--mantine-color-gray'))).toEqual([]);
  });

  test('reads gray.7 text and the gray.0 page as their dark-palette counterparts', () => {
    expect(dark['--mantine-color-gray-7']).toBe('var(--mantine-color-dark-1)');
    expect(dark['--mantine-color-gray-0']).toBe('var(--mantine-color-dark-8)');
    expect(dark['--mantine-color-gray-9']).toBe(theme.colors.gray[1]);
  });

  test('keeps a gray button, badge and tooltip as Mantine draws them in the dark', () => {
    expect(dark['--mantine-color-gray-filled']).toBe(theme.colors.gray[7]);
    expect(dark['--mantine-color-gray-light-color']).toBe(theme.colors.gray[0]);
    expect(dark['--tooltip-bg']).toBe(theme.colors.gray[2]);
    expect(Object.values(dark).some((value) => /var\(--mantine-color-gray-/.test(value))).toBe(false);
  });

  test('has errors and hints above WCAG AA on the dark page', () => {
    expect(dark['--mantine-color-error']).toBe('var(--mantine-color-red-5)');
    expect(dark['--mantine-color-dimmed']).toBe('var(--mantine-color-dark-1)');
  });

  test('gives a light-variant badge near-black text on light pages and white on dark ones', () => {
    expect(light['--dossel-color-on-tint']).toBe('var(--mantine-color-dark-8)');
    expect(dark['--dossel-color-on-tint']).toBe('var(--mantine-color-white)');
  });

  test('keeps a filled grey badge a dark grey under its white text, and every other variant as Mantine has it', () => {
    const resolve = (color: string, variant: string) => theme.variantColorResolver({ color, theme, variant });
    expect(resolve('gray.7', 'filled')).toMatchObject({
      background: '#495057',
      color: 'var(--mantine-color-white)',
    });
    expect(resolve('gray.7', 'outline')).toEqual(
      defaultVariantColorsResolver({ color: 'gray.7', theme, variant: 'outline' }),
    );
    expect(resolve('forest.7', 'filled')).toEqual(
      defaultVariantColorsResolver({ color: 'forest.7', theme, variant: 'filled' }),
    );
  });
});
