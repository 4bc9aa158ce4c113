import { existsSync } from 'node:fs';
import { join } from 'node:path';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyServerOptions } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { type AppContext, type AppDeps, buildProviders, vectorIndexFor } from './context';
import { frameworkErrors, registerErrorHandler } from './http/error-handler';
import { registerNulRule, registerSecurityHeaders } from './http/hostile-input';
import { registerListenerIdentity } from './http/listener';
import { AppMetrics, registerRequestMetrics } from './http/metrics';
import { registerRateLimits } from './http/rate-limit';
import { allowedHostNames, registerHostRule, registerSameOriginRule } from './http/same-origin';
import { JobQueue } from './jobs/queue';
import { registerModules } from './modules/registry';

declare module 'fastify' {
  interface FastifyInstance {
    /** What the modules were built from (scripts and tests reach services through it). */
    context: AppContext;
  }
}

export const MAX_UPLOAD_BYTES = 500 * 1024 * 1024;

/** Builds the HTTP app from explicit dependencies; tests call it with their own database. */
export async function buildApp(deps: AppDeps, logger: FastifyServerOptions['logger'] = false) {
  const app = Fastify({
    logger,
    bodyLimit: 5 * 1024 * 1024,
    genReqId: () => crypto.randomUUID(),
    trustProxy: deps.env.TRUST_PROXY,
    frameworkErrors,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerHostRule(app, allowedHostNames(deps.env.HOST, deps.env.PUBLIC_HOSTS));
  const { providers, ...inputs } = deps;
  const built = buildProviders(deps.env, deps.database, providers, deps.sessionSecret);
  registerSecurityHeaders(app, built.storage.uploadOrigin);

  await app.register(cookie, { secret: deps.sessionSecret });
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 20 } });
  await app.register(swagger, {
    openapi: {
      info: { title: 'Earshot API', version: deps.version, description: 'Podcast discovery, library and chat.' },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  registerSameOriginRule(app);
  registerNulRule(app);
  await registerRateLimits(app, deps.env.RATE_LIMIT_PER_MINUTE, deps.database);
  registerListenerIdentity(app);

  const jobs = new JobQueue(deps.database, app.log, deps.jobs?.pollingIntervalSeconds ?? 1);
  const metrics = new AppMetrics();
  registerRequestMetrics(app, metrics);
  jobs.onFailure = (queue) => metrics.jobFailures.inc({ queue });
  const ctx: AppContext = { ...inputs, jobs, providers: built, vectors: vectorIndexFor(built, deps.database), metrics };
  app.decorate('context', ctx);
  await registerModules(app, ctx);
  if (deps.jobs?.workers !== false) {
    app.addHook('onReady', async () => jobs.startInBackground({ schedules: deps.jobs?.schedules !== false }));
  }
  // Without workers the queue starts at the first job sent; either way it stops with the app.
  app.addHook('onClose', () => jobs.stop());

  // Unknown API paths answer in the error format; any other GET is the web client's route.
  const webRoot = deps.webRoot && existsSync(join(deps.webRoot, 'index.html')) ? deps.webRoot : undefined;
  // Files are looked up per request, so a rebuilt client is served without a restart.
  if (webRoot) {
    await app.register(fastifyStatic, {
      root: webRoot,
      wildcard: true,
      index: 'index.html',
      preCompressed: true,
      // Built assets carry a content hash in their names; the page itself must always be fresh.
      cacheControl: false,
      setHeaders: (reply, path) => {
        reply.header('cache-control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0];
    // A missing asset (an old build's script) is a 404, never the page: a browser would run HTML as JS.
    const isAsset = path.startsWith('/assets/') || /\.[a-z0-9]+$/i.test(path);
    const isRead = request.method === 'GET' || request.method === 'HEAD';
    if (webRoot && isRead && !path.startsWith('/api/') && !isAsset) {
      return reply.header('cache-control', 'no-cache').type('text/html').sendFile('index.html');
    }
    return reply
      .status(404)
      .send({ error: { code: 'not_found', message: `No route for ${request.method} ${request.url.split('?')[0]}` } });
  });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
