export { AnomalyMap, WeedMap } from './weed-map';
export type { WeedMapGrid, WeedMapPosition, WeedMapProps, WeedMapRenderInfo } from './weed-map-types';
