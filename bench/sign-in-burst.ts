// Issue 14: a burst of sign-ins must not slow the rest of the API. GET /api/auth/me under a steady load,
// alone and then while 50 connections sign in without pause (unknown e-mails and a wrong password: each
// attempt is a full scrypt check against the decoy hash). Wanted: /me's p99 during the burst under 100 ms.
// The server runs with the cap per address lifted (AUTH_ADDRESS_LIMIT_PER_MINUTE), so every attempt is
// hashed rather than turned away at the 31st: the measure is of the hashing, not of the cap.
import autocannon from 'autocannon';

import { signInAs, startLargeServer } from './large-server';

export const BURST_CONNECTIONS = 50;
const ME_CONNECTIONS = 10;
const DURATION_S = 10;

interface Latency {
  rps: number;
  p50: number;
  p99: number;
  max: number;
  non2xx: number;
  errors: number;
}

export interface SignInBurst {
  meAlone: Latency;
  meDuringBurst: Latency;
  signIns: Latency & { statuses: Record<string, number> };
}

function latencyOf(result: autocannon.Result): Latency {
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

function statusesOf(result: autocannon.Result): Record<string, number> {
  const stats = (result as { statusCodeStats?: Record<string, { count: number }> }).statusCodeStats ?? {};
  return Object.fromEntries(Object.entries(stats).map(([status, { count }]) => [status, count]));
}

export async function measureSignInBurst(base: string): Promise<SignInBurst> {
  const token = await signInAs(base, 'cliente@demo.com.br');
  const me = () =>
    autocannon({
      url: `${base}/api/auth/me`,
      connections: ME_CONNECTIONS,
      duration: DURATION_S,
      headers: { authorization: `Bearer ${token}` },
    });
  const meAlone = await me();
  let attempt = 0;
  const [burst, meDuringBurst] = await Promise.all([
    autocannon({
      url: `${base}/api/auth/login`,
      connections: BURST_CONNECTIONS,
      duration: DURATION_S,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      requests: [
        {
          setupRequest: (request) => ({
            ...request,
            body: JSON.stringify({ email: `rajada${attempt++}@demo.com.br`, password: 'Palpite@2026' }),
          }),
        },
      ],
    }),
    me(),
  ]);
  return {
    meAlone: latencyOf(meAlone),
    meDuringBurst: latencyOf(meDuringBurst),
    signIns: { ...latencyOf(burst), statuses: statusesOf(burst) },
  };
}

/** The measure on its own server: the demo seed on SQLite (the large seed adds nothing to /me). */
export async function runSignInBurst(): Promise<SignInBurst> {
  const server = await startLargeServer({
    env: { SEED_SCALE: 'demo', AUTH_ADDRESS_LIMIT_PER_MINUTE: '1000000' },
  });
  try {
    return await measureSignInBurst(server.base);
  } finally {
    await server.stop();
  }
}

export function signInBurstRows(result: SignInBurst): string[] {
  const row = (name: string, l: Latency, extra = '') =>
    `| ${name} | ${l.rps.toFixed(0)} | ${l.p50} ms | ${l.p99} ms | ${l.max} ms | ${extra || `${l.errors} / ${l.non2xx}`} |`;
  const statuses = Object.entries(result.signIns.statuses)
    .map(([status, count]) => `${count} × ${status}`)
    .join(', ');
  return [
    `Sign-in burst (issue 14): GET /api/auth/me with ${ME_CONNECTIONS} connections for ${DURATION_S} s, alone and while ${BURST_CONNECTIONS} connections sign in without pause (unknown e-mails, so each attempt is a full scrypt check; the cap per address lifted). Demo seed, SQLite, built server.`,
    '',
    '| load | req/s | p50 | p99 | max | errors / non-2xx |',
    '|---|---|---|---|---|---|',
    row('GET /api/auth/me alone', result.meAlone),
    row(`GET /api/auth/me during the burst`, result.meDuringBurst),
    row(`POST /api/auth/login, ${BURST_CONNECTIONS} at once`, result.signIns, statuses),
    '',
  ];
}
