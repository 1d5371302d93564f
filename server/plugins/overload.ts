// Overload protection (@fastify/under-pressure), only when configured: past a limit on event-loop delay,
// event-loop utilisation, heap or resident memory, every request (health included, so a load balancer
// takes the instance out) answers 503 with Retry-After instead of queueing until everything times out.
import underPressure from '@fastify/under-pressure';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ErrorMessage } from '@generated/model';

export interface OverloadLimits {
  /** MAX_EVENT_LOOP_DELAY_MS */
  maxEventLoopDelayMs?: number;
  /** MAX_EVENT_LOOP_UTILIZATION, 0..1 */
  maxEventLoopUtilization?: number;
  /** MAX_HEAP_USED_BYTES */
  maxHeapUsedBytes?: number;
  /** MAX_RSS_BYTES */
  maxRssBytes?: number;
  /** How often the load is sampled; default 1000 ms (tests lower it). */
  sampleIntervalMs?: number;
}

export const OVERLOAD_RETRY_AFTER_SECONDS = 10;
export const OVERLOAD_MESSAGE = 'The server is under too much load. Please try again in a few seconds.';

export const overloadConfigured = (limits: OverloadLimits = {}) =>
  [
    limits.maxEventLoopDelayMs,
    limits.maxEventLoopUtilization,
    limits.maxHeapUsedBytes,
    limits.maxRssBytes,
  ].some((value) => value !== undefined);

async function overload(app: FastifyInstance, limits: OverloadLimits) {
  if (!overloadConfigured(limits)) return;
  await app.register(underPressure, {
    maxEventLoopDelay: limits.maxEventLoopDelayMs ?? 0,
    maxEventLoopUtilization: limits.maxEventLoopUtilization ?? 0,
    maxHeapUsedBytes: limits.maxHeapUsedBytes ?? 0,
    maxRssBytes: limits.maxRssBytes ?? 0,
    sampleInterval: limits.sampleIntervalMs ?? 1000,
    exposeStatusRoute: false,
    pressureHandler: (_request, reply) => {
      const body: ErrorMessage = { message: OVERLOAD_MESSAGE };
      void reply.code(503).header('retry-after', String(OVERLOAD_RETRY_AFTER_SECONDS)).send(body);
    },
  });
}

export default fp(overload, { name: 'overload' });
