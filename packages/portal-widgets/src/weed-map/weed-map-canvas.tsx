// The MapLibre part of WeedMap, loaded on demand: importing the package costs no MapLibre bytes.
import 'maplibre-gl/dist/maplibre-gl.css';

import type { MonitoringKind, PlotFeatureCollection } from '@dossel/api-client';
import { Alert, useComputedColorScheme } from '@mantine/core';
import {
  type GeoJSONSource,
  type MapMouseEvent,
  Map as MapLibreMap,
  NavigationControl,
  Popup,
  setWorkerUrl,
} from 'maplibre-gl';
// The worker ships as its own file; MapLibre would look for it next to its bundled code, where no
// bundler puts it, so we hand it the URL the bundler gives the file.
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { groupRasters, paintSheet, rasterCorners, rasterizeGrid } from './cell-raster';
import { createTargetFinder, type MapTarget, plotBounds } from './map-target';
import { describeTarget, kindTexts } from './map-texts';
import {
  applyMapScheme,
  PLOT_FILL_LAYER,
  PLOT_OUTLINE_LAYER,
  noPlotsFilter,
  PLOTS_SOURCE,
  POSITION_SOURCE,
  SELECTED_PLOT_LAYER,
  selectedPlotFilter,
  unmonitoredPlotsFilter,
  weedMapStyle,
} from './map-style';
import classes from './weed-map.module.css';
import { positionFeatures } from './position';
import type { WeedMapGrid, WeedMapPosition, WeedMapRenderInfo } from './weed-map-types';

setWorkerUrl(workerUrl);

const FIT_PADDING = 24;
/** Maps already torn down: their layers went with them, so effects cleaning up after them skip. */
const removedMaps = new WeakSet<MapLibreMap>();

export interface WeedMapCanvasProps {
  kind: MonitoringKind;
  plots: PlotFeatureCollection;
  grids: readonly WeedMapGrid[];
  tileUrl: string | null | undefined;
  tileAttribution: string | undefined;
  selectedPlotId: number | null | undefined;
  onSelectPlot: ((plotId: number) => void) | undefined;
  onRendered: ((info: WeedMapRenderInfo) => void) | undefined;
  /** Called with what the user clicked, for the details under the map. */
  onTarget: (target: MapTarget | null) => void;
  /** The grids are on their way: the plots are framed without them, and framed again, at once, with them. */
  loadingCells: boolean;
  position: WeedMapPosition | null;
}

/** The title and rows of a target as the tooltip's DOM; built by hand so hovering never renders React. */
function tooltipContent({ title, rows }: ReturnType<typeof describeTarget>): HTMLElement {
  const root = document.createElement('div');
  const heading = root.appendChild(document.createElement('strong'));
  heading.textContent = title;
  for (const [label, value] of rows) {
    const line = root.appendChild(document.createElement('div'));
    line.textContent = `${label}: ${value}`;
  }
  return root;
}

function sameTarget(a: MapTarget | null, b: MapTarget | null): boolean {
  if (a === null || b === null) return a === b;
  return (
    a.type === b.type && a.plot === b.plot && (a.type !== 'cell' || (b.type === 'cell' && a.cell === b.cell))
  );
}

/** Whether this browser can draw WebGL, which MapLibre needs; the probe's context is released at once. */
function canDrawWebGl(): boolean {
  const gl = document.createElement('canvas').getContext('webgl2');
  gl?.getExtension('WEBGL_lose_context')?.loseContext();
  return gl !== null;
}

export default function WeedMapCanvas({
  kind,
  plots,
  grids,
  tileUrl,
  tileAttribution,
  selectedPlotId,
  onSelectPlot,
  onRendered,
  onTarget,
  loadingCells,
  position,
}: WeedMapCanvasProps) {
  const { t, i18n } = useTranslation();
  const container = useRef<HTMLDivElement>(null);
  const [map, setMap] = useState<MapLibreMap | null>(null);
  const [webGl] = useState(canDrawWebGl);
  // When the data first reached the map: the first render is timed from the map's creation.
  const [mountedAt] = useState(() => performance.now());
  const firstData = useRef(true);
  const framedPlots = useRef<PlotFeatureCollection | null>(null);
  const framedLoading = useRef(false);
  // What lies under the pointer, rebuilt with the data; the pointer handlers read it.
  const findTarget = useRef<(lon: number, lat: number) => MapTarget | null>(() => null);
  // The page's scheme (light unless the host's Mantine says otherwise): the map's own colours follow it.
  const scheme = useComputedColorScheme('light');
  const mapLabel = kindTexts(t, kind).mapLabel;
  const zoomIn = t('widgets.weedMap.zoomIn');
  const zoomOut = t('widgets.weedMap.zoomOut');

  // The map's handlers are bound once; these read the props and texts of the latest render.
  const describe = useEffectEvent((target: MapTarget) => describeTarget(t, i18n.language, kind, target));
  const select = useEffectEvent((target: MapTarget | null) => {
    onTarget(target);
    if (target) onSelectPlot?.(target.plot.id);
  });
  const rendered = useEffectEvent((info: WeedMapRenderInfo) => onRendered?.(info));
  // The map is built in the scheme of the moment; a later change recolours it (below).
  const schemeNow = useEffectEvent(() => scheme);
  const drawnScheme = useRef(scheme);

  useEffect(() => {
    const element = container.current;
    if (!element || !webGl) return;
    drawnScheme.current = schemeNow();
    const created = new MapLibreMap({
      container: element,
      style: weedMapStyle(tileUrl, tileAttribution, drawnScheme.current),
      attributionControl: tileUrl && tileAttribution ? { compact: true } : false,
      fadeDuration: 0,
      dragRotate: false,
      pitchWithRotate: false,
    });
    created.addControl(new NavigationControl({ showCompass: false }), 'top-right');
    created.touchZoomRotate.disableRotation();

    const tooltip = new Popup({ closeButton: false, closeOnClick: false, className: classes.tooltip });
    let hovered: MapTarget | null = null;
    const targetAt = (event: MapMouseEvent) => findTarget.current(event.lngLat.lng, event.lngLat.lat);
    const hideTooltip = () => {
      hovered = null;
      tooltip.remove();
    };
    created.on('mousemove', (event) => {
      // While the map moves under the pointer the tooltip would only chase it over passing cells.
      if (created.isMoving()) return;
      const target = targetAt(event);
      if (!sameTarget(target, hovered)) {
        hovered = target;
        created.getCanvas().style.cursor = target ? 'pointer' : '';
        if (target) tooltip.setDOMContent(tooltipContent(describe(target)));
        else tooltip.remove();
      }
      if (!target) return;
      tooltip.setLngLat(event.lngLat);
      if (!tooltip.isOpen()) tooltip.addTo(created);
    });
    created.on('movestart', hideTooltip);
    created.getCanvas().addEventListener('mouseleave', hideTooltip);
    created.on('click', (event) => select(targetAt(event)));
    // Whether the map has drawn all it has (no move, tile or layer pending), on its container: what a
    // screenshot or a test waits for, as the canvas itself says nothing.
    created.on('render', () => delete element.dataset.idle);
    created.on('idle', () => (element.dataset.idle = 'true'));
    created.once('load', () => setMap(created));
    return () => {
      removedMaps.add(created);
      setMap(null);
      created.remove();
    };
  }, [webGl, tileUrl, tileAttribution]);

  useEffect(() => {
    if (!map || drawnScheme.current === scheme) return;
    drawnScheme.current = scheme;
    applyMapScheme(map, scheme);
  }, [map, scheme]);

  // The canvas names what it shows and the zoom buttons say what they do, in the current language.
  useEffect(() => {
    if (!map) return;
    map.getCanvas().setAttribute('aria-label', mapLabel);
    const mapElement = map.getContainer();
    for (const [selector, label] of [
      ['.maplibregl-ctrl-zoom-in', zoomIn],
      ['.maplibregl-ctrl-zoom-out', zoomOut],
    ] as const) {
      const button = mapElement.querySelector(selector);
      button?.setAttribute('title', label);
      button?.setAttribute('aria-label', label);
    }
  }, [map, mapLabel, zoomIn, zoomOut]);

  // Plots and cells: one canvas source per lattice (a farm's plots, usually), its pixels the cells.
  useEffect(() => {
    if (!map) return;
    const startedAt = firstData.current ? mountedAt : performance.now();
    firstData.current = false;
    map.getSource<GeoJSONSource>(PLOTS_SOURCE)?.setData(plots);
    const drawn = grids.flatMap((grid) => {
      const raster = rasterizeGrid(grid);
      return raster ? [raster] : [];
    });
    const sheets = groupRasters(drawn);
    const ids = sheets.map((_, index) => `cells-${index}`);
    for (const [index, sheet] of sheets.entries()) {
      const id = ids[index] as string;
      map.addSource(id, {
        type: 'canvas',
        canvas: paintSheet(sheet, kind),
        coordinates: rasterCorners(sheet),
        animate: false,
      });
      map.addLayer(
        {
          id,
          type: 'raster',
          source: id,
          // Crisp squares at any zoom, not blurred between cells.
          paint: { 'raster-resampling': 'nearest', 'raster-opacity': 0.9, 'raster-fade-duration': 0 },
        },
        PLOT_OUTLINE_LAYER,
      );
    }
    map.setFilter(
      PLOT_FILL_LAYER,
      loadingCells ? noPlotsFilter() : unmonitoredPlotsFilter(drawn.map((raster) => raster.plotId)),
    );
    findTarget.current = createTargetFinder(plots, grids, drawn);
    const cells = drawn.reduce((sum, raster) => sum + raster.cells, 0);
    const report = () => rendered({ cells, renderMs: performance.now() - startedAt });
    map.once('idle', report);
    return () => {
      if (removedMaps.has(map)) return;
      map.off('idle', report);
      for (const id of ids) {
        map.removeLayer(id);
        map.removeSource(id);
      }
    };
  }, [map, plots, grids, kind, mountedAt, loadingCells]);

  // The device's position moves on its own (a user walking the plot): only its source changes.
  useEffect(() => {
    map?.getSource<GeoJSONSource>(POSITION_SOURCE)?.setData(positionFeatures(position));
  }, [map, position]);

  // The selected plot: outlined, and in view; with none, the monitored plots are (a customer's farms lie
  // far apart, and framing them all leaves every cell a speck), or every plot when none has cells. New
  // plots (the first ones, another customer's) are shown at once: a flight would only delay them.
  useEffect(() => {
    if (!map) return;
    map.setFilter(SELECTED_PLOT_LAYER, selectedPlotFilter(selectedPlotId));
    const selected = plots.features.filter((feature) => feature.id === selectedPlotId);
    const monitoredIds = new Set(grids.flatMap((grid) => (grid.raster ? [grid.plotId] : [])));
    const monitored = plots.features.filter((feature) => monitoredIds.has(feature.id));
    const inView = selected.length > 0 ? selected : monitored.length > 0 ? monitored : plots.features;
    const bounds = plotBounds(inView);
    // A flight only for a new selection on the same data: the first cells arriving jump there at once.
    const animate = framedPlots.current === plots && !framedLoading.current;
    framedPlots.current = plots;
    framedLoading.current = loadingCells;
    if (bounds) map.fitBounds(bounds, { padding: FIT_PADDING, maxZoom: 17, animate });
  }, [map, plots, grids, selectedPlotId, loadingCells]);

  if (!webGl) return <Alert color="yellow">{t('widgets.weedMap.webglUnavailable')}</Alert>;
  return <div ref={container} className={classes.map} />;
}
