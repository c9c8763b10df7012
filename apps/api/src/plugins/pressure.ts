import { getHeapStatistics } from 'node:v8';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyUnderPressureOptions } from '@fastify/under-pressure';
import type { Config } from '../config.js';
import { ServiceUnavailableError } from './errors.js';

const MB = 1024 * 1024;

/** PRESSURE_MAX_HEAP_MB=0: shed before V8 runs out of heap. */
function maxHeapBytes(config: Pick<Config, 'PRESSURE_MAX_HEAP_MB'>): number {
  return config.PRESSURE_MAX_HEAP_MB > 0
    ? config.PRESSURE_MAX_HEAP_MB * MB
    : Math.floor(getHeapStatistics().heap_size_limit * 0.9);
}

export function pressureOptions(config: Config): FastifyUnderPressureOptions {
  return {
    pressureHandler: writesPassEventLoopPressure(config),
    sampleInterval: 500,
    maxEventLoopDelay: config.PRESSURE_MAX_EVENT_LOOP_DELAY_MS,
    maxEventLoopUtilization: config.PRESSURE_MAX_ELU_PERCENT / 100,
    eventLoopUtilizationMode: 'interval',
    maxHeapUsedBytes: maxHeapBytes(config),
    maxRssBytes: config.PRESSURE_MAX_RSS_MB * MB,
    retryAfter: config.OVERLOAD_RETRY_AFTER_S,
    customError: ServiceUnavailableError,
  };
}

/**
 * Routes behind the write gate are not shed for a busy event loop: the gate already bounds them,
 * and shedding them too starved them completely under a flood (0 of 40,000 lead posts admitted
 * on PostgreSQL). Past a memory limit everything but the health probe is shed.
 */
export function writesPassEventLoopPressure(config: Config) {
  const maxHeap = maxHeapBytes(config);
  const maxRss = config.PRESSURE_MAX_RSS_MB * MB;
  return async (request: FastifyRequest, reply: FastifyReply, type: string) => {
    if (
      request.routeOptions.config.writeGate === true &&
      (type === 'eventLoopDelay' || type === 'eventLoopUtilization')
    ) {
      const { heapUsed, rssBytes } = request.server.memoryUsage();
      if (heapUsed <= maxHeap && (maxRss === 0 || rssBytes <= maxRss)) return;
    }
    reply.header('retry-after', String(config.OVERLOAD_RETRY_AFTER_S));
    throw new ServiceUnavailableError();
  };
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** under-pressure's per-route handler: returning nothing lets the request through. */
    pressureHandler?: (request: FastifyRequest, reply: FastifyReply) => void;
  }
}

/** A shed health probe would take the instance out and push its load onto the others. */
export const NEVER_SHED = { pressureHandler: () => undefined } as const;
