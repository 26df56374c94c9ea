// Where the end-to-end servers answer: the portal (E2E_PORT, 4173 by default) and, on an origin of its
// own, the marketing-site example that embeds the widgets (the portal allows it through CORS_ORIGINS).
export const portalPort = Number(process.env.E2E_PORT ?? 4173);
export const portalURL = `http://localhost:${portalPort}`;
export const marketingPort = portalPort + 1007;
export const marketingURL = `http://localhost:${marketingPort}`;
