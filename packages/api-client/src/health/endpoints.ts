// The probes of a load balancer or an orchestrator (issue 16), declared with the rest of the API though
// no client calls them: only load balancers and monitors read these.
import * as z from 'zod/mini';

import { defineEndpoints } from '../endpoint';

export const healthLiveSchema = z.object({ status: z.literal('ok') });

export const healthReadySchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['ok', 'down']),
  /** `off` without REDIS_URL: this instance then needs no Redis. */
  redis: z.enum(['ok', 'down', 'off']),
  /** The documents' folder, or the S3_URL bucket. */
  storage: z.enum(['ok', 'down']),
});
export type HealthReadiness = z.infer<typeof healthReadySchema>;

const readySummary =
  'Whether this instance can serve requests: its database, Redis and document storage answer';

export const healthEndpoints = defineEndpoints('platform', {
  live: {
    method: 'GET',
    path: '/health/live',
    response: healthLiveSchema,
    access: 'anyone',
    summary: 'Whether this instance runs',
  },
  ready: {
    method: 'GET',
    path: '/health/ready',
    response: healthReadySchema,
    access: 'anyone',
    summary: readySummary,
  },
  /** `ready` at the address earlier versions offered. */
  health: {
    method: 'GET',
    path: '/health',
    response: healthReadySchema,
    access: 'anyone',
    summary: readySummary,
  },
});
