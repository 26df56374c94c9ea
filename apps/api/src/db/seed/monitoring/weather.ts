import type { Random } from '../random';

/** Spec section 9: historical climate series run from 1980 to the last year. */
export const WEATHER_FIRST_DAY = '1980-01-01';

export interface WeatherDayRow {
  day: string;
  precipitation_mm: number;
  temp_min_c: number;
  temp_max_c: number;
  temp_mean_c: number;
  et0_mm: number;
}

export interface ClimateSite {
  lat: number;
  altitudeM: number;
  rainFactor: number;
  tempOffsetC: number;
}

// Central Brazil: a wet season from October to March and a dry one from April to September.
/** Chance that a day is wet, per month (January first). */
export const WET_DAY_CHANCE = [0.58, 0.52, 0.48, 0.26, 0.11, 0.04, 0.03, 0.05, 0.14, 0.34, 0.48, 0.57];
/** Mean rain of a wet day, in mm, per month: about 1,300 mm a year in all. */
export const WET_DAY_MEAN_MM = [12.5, 12, 11, 9, 7.5, 6, 5.5, 6.5, 8.5, 10.5, 12, 13];

const DAY_MS = 86_400_000;
const round1 = (value: number) => Math.round(value * 10) / 10;
const round2 = (value: number) => Math.round(value * 100) / 100;

/** Extraterrestrial radiation in mm/day of evaporation (FAO-56, eq. 21, times 0.408). */
function extraterrestrialRadiationMm(latDeg: number, dayOfYear: number): number {
  const phi = (latDeg * Math.PI) / 180;
  const dr = 1 + 0.033 * Math.cos((2 * Math.PI * dayOfYear) / 365);
  const delta = 0.409 * Math.sin((2 * Math.PI * dayOfYear) / 365 - 1.39);
  const ws = Math.acos(-Math.tan(phi) * Math.tan(delta));
  const ra =
    ((24 * 60) / Math.PI) *
    0.082 *
    dr *
    (ws * Math.sin(phi) * Math.sin(delta) + Math.cos(phi) * Math.cos(delta) * Math.sin(ws));
  return 0.408 * ra;
}

/**
 * A daily series from 1980-01-01 to `lastDay`: rain from a two-state Markov chain (wet days follow wet
 * days) with exponential amounts, temperatures on a seasonal curve with persistent anomalies, cooler
 * afternoons and warmer nights on wet days, a warming trend of 0.2 °C a decade, and ET0 by Hargreaves.
 */
export function dailyWeather(random: Random, site: ClimateSite, lastDay: string): WeatherDayRow[] {
  const normal = () => Math.sqrt(-2 * Math.log(1 - random.next())) * Math.cos(2 * Math.PI * random.next());
  const altitudeOffset = -0.006 * (site.altitudeM - 400) + site.tempOffsetC;
  const rows: WeatherDayRow[] = [];
  const first = Date.parse(WEATHER_FIRST_DAY);
  const last = Date.parse(lastDay);
  let wet = false;
  let anomaly = 0;
  for (let time = first; time <= last; time += DAY_MS) {
    const date = new Date(time);
    const month = date.getUTCMonth();
    const dayOfYear = Math.floor((time - Date.UTC(date.getUTCFullYear(), 0, 1)) / DAY_MS) + 1;
    const years = (time - first) / (365.25 * DAY_MS);

    const chance = WET_DAY_CHANCE[month] ?? 0.3;
    wet = random.next() < (wet ? Math.min(0.85, chance + 0.22) : chance * 0.8);
    const rain = wet ? -Math.log(1 - random.next()) * (WET_DAY_MEAN_MM[month] ?? 10) * site.rainFactor : 0;

    anomaly = 0.7 * anomaly + 0.9 * normal();
    const trend = 0.02 * years;
    const season = (2 * Math.PI) / 365.25;
    // Afternoons are coolest in June and July and hottest at the end of the dry season (September, October).
    const lateDrySeason = 1.6 * Math.exp(-(((dayOfYear - 270) / 40) ** 2));
    let tMax =
      29.6 + 1.6 * Math.cos(season * (dayOfYear - 15)) + lateDrySeason + altitudeOffset + trend + anomaly;
    let tMin = 18.3 + 3.6 * Math.cos(season * (dayOfYear - 20)) + altitudeOffset + trend + 0.6 * anomaly;
    if (wet) {
      tMax -= Math.min(4, 1 + rain / 12);
      tMin += 0.8;
    }
    tMin = Math.min(tMin, tMax - 4);
    const tMean = (tMax + tMin) / 2;
    const et0 =
      0.0023 * extraterrestrialRadiationMm(site.lat, dayOfYear) * (tMean + 17.8) * Math.sqrt(tMax - tMin);

    rows.push({
      day: date.toISOString().slice(0, 10),
      precipitation_mm: round1(rain < 0.1 ? 0 : rain),
      temp_min_c: round1(tMin),
      temp_max_c: round1(tMax),
      temp_mean_c: round1(tMean),
      et0_mm: round2(et0),
    });
  }
  return rows;
}
