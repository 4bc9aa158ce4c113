import type { FastifyServerOptions } from 'fastify';

/** Request logging: one JSON line per request with id, method, url, status and time. */
export function createLogger(level: string): FastifyServerOptions['logger'] {
  return {
    level,
    serializers: {
      req: (req) => ({ method: req.method, url: req.url, id: req.id }),
      res: (res) => ({ statusCode: res.statusCode }),
    },
  };
}
