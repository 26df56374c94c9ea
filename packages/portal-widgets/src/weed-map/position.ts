/** Where the device is (WGS84) and how sure it is: the radius, in metres, of its accuracy circle. */
export interface WeedMapPosition {
  lon: number;
  lat: number;
  accuracyM: number;
}

/** The GeoJSON the map's position source holds. */
interface PositionFeatures {
  type: 'FeatureCollection';
  features: {
    type: 'Feature';
    properties: Record<string, never>;
    geometry: { type: 'Polygon'; coordinates: number[][][] } | { type: 'Point'; coordinates: number[] };
  }[];
}

/** Metres in a degree of latitude (and of longitude at the equator), on the mean Earth sphere. */
const METRES_PER_DEGREE = 111_320;
/** Corners of the accuracy circle: round at any zoom a field user reaches, few enough to stay cheap. */
const CIRCLE_CORNERS = 64;

/**
 * The position as the map draws it: the accuracy circle (a polygon, since MapLibre's circles are sized in
 * pixels, not metres) and the point itself. No position: nothing.
 */
export function positionFeatures(position: WeedMapPosition | null | undefined): PositionFeatures {
  if (!position) return { type: 'FeatureCollection', features: [] };
  const { lon, lat, accuracyM } = position;
  const dLat = accuracyM / METRES_PER_DEGREE;
  const dLon = accuracyM / (METRES_PER_DEGREE * Math.cos((lat * Math.PI) / 180));
  const ring = Array.from({ length: CIRCLE_CORNERS + 1 }, (_, index) => {
    const angle = (2 * Math.PI * (index % CIRCLE_CORNERS)) / CIRCLE_CORNERS;
    return [lon + dLon * Math.cos(angle), lat + dLat * Math.sin(angle)];
  });
  return {
    type: 'FeatureCollection',
    features: [
      { type: 'Feature', properties: {}, geometry: { type: 'Polygon', coordinates: [ring] } },
      { type: 'Feature', properties: {}, geometry: { type: 'Point', coordinates: [lon, lat] } },
    ],
  };
}
