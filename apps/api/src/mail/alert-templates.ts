import type { Language, MonitoringKind } from '@dossel/api-client';

import type { MailContent } from './mailer';

interface AlertMailTexts {
  subject: string;
  greeting: string;
  intro: string;
  change: string;
  lossM3: string;
  lossBrl: string;
  noLoss: string;
  map: string;
  assumptions: string;
  optOut: string;
}

/**
 * The e-mail of a publication's new monitoring alerts, in the product's three languages (only the server
 * sends it, so its texts live here, as templates.ts's). `{…}` are filled in by `monitoringAlertsMail`.
 */
const TEXTS: Record<Language, AlertMailTexts> = {
  'pt-BR': {
    subject: 'Novos alertas de {kind} em {date} — {product}',
    greeting: 'Olá, {name}.',
    intro:
      'O monitoramento de {kind} de {date} foi publicado para {customer}. Estes talhões tiveram uma variação de 2 ha ou mais desde o monitoramento anterior:',
    change: 'variação de {change} ha',
    lossM3: 'perda estimada de {m3} m³',
    lossBrl: '{brl}',
    noLoss: 'perda não estimada',
    map: 'Ver no mapa',
    assumptions:
      'Perda estimada = área infestada (a variação) × IMA esperado do talhão × anos de crescimento até a idade de corte planejada do talhão (no mínimo 1), vezes o preço da madeira do cliente quando definido.',
    optOut: 'Para não receber estes e-mails, desligue-os na página "Alterar senha" do portal.',
  },
  'en-US': {
    subject: 'New {kind} alerts on {date} — {product}',
    greeting: 'Hello, {name}.',
    intro:
      'The {kind} monitoring of {date} was published for {customer}. These plots changed by 2 ha or more since their previous monitoring:',
    change: 'change of {change} ha',
    lossM3: 'estimated loss of {m3} m³',
    lossBrl: '{brl}',
    noLoss: 'loss not estimated',
    map: 'See on the map',
    assumptions:
      "Estimated loss = infested area (the change) × the plot's expected IMA × years of growth until the plot's planned cut age (at least 1), times the customer's wood price when set.",
    optOut: 'To stop these e-mails, turn them off on the portal\'s "Change password" page.',
  },
  es: {
    subject: 'Nuevas alertas de {kind} el {date} — {product}',
    greeting: 'Hola, {name}.',
    intro:
      'Se publicó el monitoreo de {kind} del {date} para {customer}. Estos rodales variaron 2 ha o más desde el monitoreo anterior:',
    change: 'variación de {change} ha',
    lossM3: 'pérdida estimada de {m3} m³',
    lossBrl: '{brl}',
    noLoss: 'pérdida no estimada',
    map: 'Ver en el mapa',
    assumptions:
      'Pérdida estimada = área infestada (la variación) × IMA esperado del rodal × años de crecimiento hasta la edad de corta planificada del rodal (mínimo 1), por el precio de la madera del cliente cuando está definido.',
    optOut: 'Para no recibir estos correos, desactívelos en la página "Cambiar contraseña" del portal.',
  },
};

const KIND_NAMES: Record<Language, Record<MonitoringKind, string>> = {
  'pt-BR': { weeds: 'matocompetição', anomalies: 'anomalias' },
  'en-US': { weeds: 'weed competition', anomalies: 'anomalies' },
  es: { weeds: 'competencia de malezas', anomalies: 'anomalías' },
};

/** The portal's screen of each kind (apps/portal/src/config/paths.ts), opened at a plot and date. */
const MAP_SCREENS: Record<MonitoringKind, string> = { weeds: 'weedCompetition', anomalies: 'anomaly' };

export interface AlertMailLine {
  plotId: number;
  plotName: string;
  changeHa: number;
  lossM3: number | null;
  lossBrl: number | null;
}

function fill(text: string, values: Record<string, string>): string {
  return text.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** The link to the map of a kind at a plot and date. */
export function alertMapLink(publicUrl: string, kind: MonitoringKind, plotId: number, date: string): string {
  const url = new URL(`/${MAP_SCREENS[kind]}`, publicUrl);
  url.searchParams.set('date', date);
  url.searchParams.set('plot', String(plotId));
  return url.toString();
}

/** The e-mail listing a publication's new alerts, as plain text and HTML, in the user's language. */
export function monitoringAlertsMail(
  language: Language,
  details: {
    name: string;
    customer: string;
    product: string;
    publicUrl: string;
    kind: MonitoringKind;
    date: string;
    alerts: readonly AlertMailLine[];
  },
): MailContent {
  const texts = TEXTS[language];
  const number = (value: number) =>
    value.toLocaleString(language, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const money = (value: number) =>
    value.toLocaleString(language, { style: 'currency', currency: 'BRL', currencyDisplay: 'narrowSymbol' });
  const [year, month, day] = details.date.split('-');
  const date = language === 'en-US' ? `${month}/${day}/${year}` : `${day}/${month}/${year}`;
  const values = {
    name: details.name,
    customer: details.customer,
    product: details.product,
    kind: KIND_NAMES[language][details.kind],
    date,
  };
  const lines = details.alerts.map((alert) => {
    const change = `${alert.changeHa > 0 ? '+' : ''}${number(alert.changeHa)}`;
    const parts = [fill(texts.change, { change })];
    if (alert.lossM3 === null) parts.push(texts.noLoss);
    else {
      parts.push(fill(texts.lossM3, { m3: number(alert.lossM3) }));
      if (alert.lossBrl !== null) parts.push(fill(texts.lossBrl, { brl: money(alert.lossBrl) }));
    }
    return {
      summary: `${alert.plotName}: ${parts.join(', ')}`,
      link: alertMapLink(details.publicUrl, details.kind, alert.plotId, details.date),
    };
  });
  const greeting = fill(texts.greeting, values);
  const intro = fill(texts.intro, values);
  return {
    subject: fill(texts.subject, values),
    text: [
      greeting,
      '',
      intro,
      '',
      ...lines.flatMap((line) => [`- ${line.summary}`, `  ${texts.map}: ${line.link}`]),
      '',
      texts.assumptions,
      texts.optOut,
      '',
      details.product,
    ].join('\n'),
    html: [
      `<p>${escapeHtml(greeting)}</p>`,
      `<p>${escapeHtml(intro)}</p>`,
      '<ul>',
      ...lines.map(
        (line) =>
          `<li>${escapeHtml(line.summary)} — <a href="${escapeHtml(line.link)}">${escapeHtml(texts.map)}</a></li>`,
      ),
      '</ul>',
      `<p>${escapeHtml(texts.assumptions)}<br>${escapeHtml(texts.optOut)}</p>`,
      `<p>${escapeHtml(details.product)}</p>`,
    ].join('\n'),
  };
}
