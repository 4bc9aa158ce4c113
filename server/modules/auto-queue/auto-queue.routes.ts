import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app';

export const autoQueueRoutes =
  (_ctx: AppContext): FastifyPluginAsyncZod =>
  async () => {};
