import { describe, expect, test } from 'vitest';

import { weedMapStyle } from './map-style';

describe('weedMapStyle', () => {
  test('without tiles holds only the plots and the position: no glyphs, sprites or anything fetched', () => {
    const style = weedMapStyle(null);
    expect(style.glyphs).toBeUndefined();
    expect(style.sprite).toBeUndefined();
    expect(Object.values(style.sources).map((source) => source.type)).toEqual(['geojson', 'geojson']);
    expect(style.layers.map((layer) => layer.type)).not.toContain('symbol');
  });

  test('with a tile template puts its raster tiles over the background and under the plots', () => {
    const style = weedMapStyle('https://tiles.example.com/{z}/{x}/{y}.png', '© Example');
    expect(style.sources.tiles).toEqual({
      type: 'raster',
      tiles: ['https://tiles.example.com/{z}/{x}/{y}.png'],
      tileSize: 256,
      attribution: '© Example',
    });
    expect(style.layers.map((layer) => layer.id).slice(0, 3)).toEqual(['background', 'tiles', 'plot-fill']);
  });
});
