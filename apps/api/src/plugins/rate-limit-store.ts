import type {
  FastifyRateLimitOptions,
  FastifyRateLimitStore,
  FastifyRateLimitStoreCtor,
} from '@fastify/rate-limit';
import LocalStore from '@fastify/rate-limit/store/LocalStore.js';
import RedisStore from '@fastify/rate-limit/store/RedisStore.js';
import type { Redis } from 'ioredis';

type Callback = Parameters<FastifyRateLimitStore['incr']>[1];

/**
 * While Redis is down it counts in this instance's memory: the site keeps answering with
 * per-instance limits, never without limits and never with 500s.
 */
class SharedStore implements FastifyRateLimitStore {
  constructor(
    readonly redis: Redis,
    readonly shared: FastifyRateLimitStore,
    readonly local: FastifyRateLimitStore,
    readonly onFallback: (error: Error) => void,
  ) {}

  incr(key: string, callback: Callback, timeWindow: number, max: number): void {
    if (this.redis.status !== 'ready') {
      this.local.incr(key, callback, timeWindow, max);
      return;
    }
    this.shared.incr(
      key,
      (error, result) => {
        if (error) {
          this.onFallback(error);
          this.local.incr(key, callback, timeWindow, max);
        } else {
          callback(null, result);
        }
      },
      timeWindow,
      max,
    );
  }

  child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
    return new SharedStore(
      this.redis,
      this.shared.child(routeOptions),
      this.local.child(routeOptions),
      this.onFallback,
    );
  }
}

export function sharedStore(redis: Redis, keyPrefix: string, onFallback: (error: Error) => void) {
  return class extends SharedStore {
    constructor(options: FastifyRateLimitOptions) {
      // The plugin passes its resolved parameters, which include these two flags.
      const flags = options as { continueExceeding?: boolean; exponentialBackoff?: boolean };
      const continueExceeding = flags.continueExceeding ?? false;
      const exponentialBackoff = flags.exponentialBackoff ?? false;
      super(
        redis,
        new RedisStore(continueExceeding, exponentialBackoff, redis, `${keyPrefix}rate-limit:`),
        new LocalStore(continueExceeding, exponentialBackoff),
        onFallback,
      );
    }
  } satisfies FastifyRateLimitStoreCtor;
}
