import { z } from 'zod';

export const HealthResponse = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']).describe('Which database this server runs on'),
  version: z.string(),
  role: z.enum(['all', 'web', 'worker']).describe('all: serves and runs jobs; web: serves, workers run the jobs'),
});
export type HealthResponse = z.infer<typeof HealthResponse>;

export const LivenessResponse = z.object({ status: z.literal('ok') });
