import type { MonitoringKind, MonitoringLevel } from '@dossel/api-client';
import type { TFunction } from 'i18next';

import type { MapTarget } from './map-target';

/** The texts of a kind: its name, what the map shows, the level names and which levels count. */
export function kindTexts(t: TFunction, kind: MonitoringKind) {
  return kind === 'weeds'
    ? {
        title: t('widgets.weedMap.weeds.title'),
        mapLabel: t('widgets.weedMap.weeds.mapLabel'),
        levels: {
          1: t('widgets.weedMap.weeds.level1'),
          2: t('widgets.weedMap.weeds.level2'),
          3: t('widgets.weedMap.weeds.level3'),
        } satisfies Record<MonitoringLevel, string>,
        countedNote: t('widgets.weedMap.weeds.countedNote'),
      }
    : {
        title: t('widgets.weedMap.anomalies.title'),
        mapLabel: t('widgets.weedMap.anomalies.mapLabel'),
        levels: {
          1: t('widgets.weedMap.anomalies.level1'),
          2: t('widgets.weedMap.anomalies.level2'),
          3: t('widgets.weedMap.anomalies.level3'),
        } satisfies Record<MonitoringLevel, string>,
        countedNote: t('widgets.weedMap.anomalies.countedNote'),
      };
}

/** Hectares with two decimals, as every area of the monitoring screens (spec section 9). */
export function formatHectares(areaHa: number, language: string): string {
  const number = new Intl.NumberFormat(language, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return `${number.format(areaHa)} ha`;
}

/** An ISO date (yyyy-mm-dd) as the language writes a date; the day does not shift with the time zone. */
export function formatIsoDate(isoDate: string, language: string): string {
  return new Intl.DateTimeFormat(language, {
    timeZone: 'UTC',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).format(new Date(`${isoDate}T00:00:00Z`));
}

/** A plot or cell described as a title and label/value rows: the hover tooltip and the details both show it. */
export function describeTarget(
  t: TFunction,
  language: string,
  kind: MonitoringKind,
  target: MapTarget,
): { title: string; rows: [label: string, value: string][] } {
  const imageDate: [string, string] = [
    t('widgets.weedMap.details.imageDate'),
    target.imageDate ? formatIsoDate(target.imageDate, language) : t('widgets.weedMap.details.notMonitored'),
  ];
  if (target.type === 'cell') {
    const texts = kindTexts(t, kind);
    return {
      title: target.plot.properties.name,
      rows: [
        [texts.title, texts.levels[target.cell.level as MonitoringLevel]],
        [t('widgets.weedMap.details.cellArea'), formatHectares(target.cell.areaHa, language)],
        imageDate,
      ],
    };
  }
  return {
    title: target.plot.properties.name,
    rows: [
      [t('widgets.weedMap.details.plotArea'), formatHectares(target.plot.properties.areaHa, language)],
      target.monitored ? imageDate : [imageDate[0], t('widgets.weedMap.details.notMonitored')],
    ],
  };
}
