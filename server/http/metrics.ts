import type { FastifyInstance } from 'fastify';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';

/**
 * The app's Prometheus metrics, one registry per app: request latency by route, job queue depth
 * and job failures, and errors of the providers (AI model, speech to text, embeddings).
 */
export class AppMetrics {
  readonly registry = new Registry();
  readonly requests = new Histogram({
    name: 'earshot_http_request_duration_seconds',
    help: 'HTTP request latency by method, route and status',
    labelNames: ['method', 'route', 'status'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.2, 0.5, 1, 2, 5, 10],
    registers: [this.registry],
  });
  readonly jobFailures = new Counter({
    name: 'earshot_job_failures_total',
    help: 'Background jobs that ended in an error, by queue',
    labelNames: ['queue'],
    registers: [this.registry],
  });
  readonly providerErrors = new Counter({
    name: 'earshot_provider_errors_total',
    help: 'Calls to outside providers that failed, by provider',
    labelNames: ['provider'],
    registers: [this.registry],
  });
  readonly queueDepth = new Gauge({
    name: 'earshot_job_queue_depth',
    help: 'Jobs waiting to run, by queue',
    labelNames: ['queue'],
    registers: [this.registry],
  });

  constructor() {
    collectDefaultMetrics({ register: this.registry, prefix: 'earshot_' });
  }
}

/** Times every request by its route pattern (never the raw path, which would grow without end). */
export function registerRequestMetrics(app: FastifyInstance, metrics: AppMetrics): void {
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    metrics.requests.observe(
      { method: request.method, route, status: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
  });
}
