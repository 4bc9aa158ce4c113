import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app';
import { healthRoutes } from './health/health.routes';

/** Every module's routes and jobs, registered in one place. */
export async function registerModules(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await app.register(healthRoutes(ctx));
}
