export { AnomalyMap, WeedMap } from './weed-map';
export type { WeedMapGrid, WeedMapProps, WeedMapRenderInfo } from './weed-map-types';
