import type { FastifyServerOptions } from 'fastify';

/** Request logging: one JSON line per request with id, method, url, status and time. */
export function createLogger(level: string): FastifyServerOptions['logger'] {
  return {
    level,
    serializers: {
      // Query strings can carry what listeners typed; the log keeps the path only.
      req: (req) => ({ method: req.method, url: req.url.split('?')[0], id: req.id }),
      res: (res) => ({ statusCode: res.statusCode }),
    },
  };
}
