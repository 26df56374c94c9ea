import { describe, expect, it } from 'vitest';

import { alertMapLink, monitoringAlertsMail } from './alert-templates';

const details = {
  name: 'Carla Reis',
  customer: 'Florestal <Itajubá>',
  product: 'Dossel',
  publicUrl: 'https://portal.dossel.test/',
  kind: 'anomalies' as const,
  date: '2026-11-10',
  alerts: [
    { plotId: 7, plotName: 'ITA-002', changeHa: 2.5, lossM3: 133, lossBrl: 11371.5 },
    { plotId: 8, plotName: 'ITA-003', changeHa: -3, lossM3: null, lossBrl: null },
  ],
};

describe('the alerts e-mail', () => {
  it('is written in Spanish with R$ amounts, the loss of each plot and a link to its map', () => {
    const mail = monitoringAlertsMail('es', details);
    expect(mail.subject).toBe('Nuevas alertas de anomalías el 10/11/2026 — Dossel');
    expect(mail.text).toContain('Hola, Carla Reis.');
    // Spanish writes the symbol after the amount, as the portal does.
    expect(mail.text).toMatch(
      /- ITA-002: variación de \+2,50 ha, pérdida estimada de 133,00 m³, 11\.371,50\sR\$/,
    );
    expect(mail.text).toContain('- ITA-003: variación de -3,00 ha, pérdida no estimada');
    expect(mail.text).toContain('https://portal.dossel.test/anomaly?date=2026-11-10&plot=7');
  });

  it('escapes what it puts in the HTML', () => {
    const mail = monitoringAlertsMail('pt-BR', details);
    expect(mail.html).toContain('Florestal &#60;Itajubá&#62;');
    expect(mail.html).toContain('<a href="https://portal.dossel.test/anomaly?date=2026-11-10&#38;plot=8">');
  });

  it('links the weed map of a weeds alert', () => {
    expect(alertMapLink('http://localhost:5173', 'weeds', 3, '2026-01-02')).toBe(
      'http://localhost:5173/weedCompetition?date=2026-01-02&plot=3',
    );
  });
});
