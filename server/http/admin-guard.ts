import { timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { AppError } from './errors';

/**
 * Admin endpoints need ADMIN_TOKEN when it is set, as `Authorization: Bearer <token>`
 * or the `x-admin-token` header. Without a token the server only listens on loopback.
 */
export function adminGuard(token: string | undefined) {
  return async (request: FastifyRequest) => {
    if (!token) return;
    const header = request.headers.authorization?.replace(/^Bearer\s+/i, '') ?? request.headers['x-admin-token'];
    const given = Buffer.from(typeof header === 'string' ? header : '');
    const expected = Buffer.from(token);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      throw new AppError(401, 'admin.unauthorized', 'This action needs the admin token.');
    }
  };
}
