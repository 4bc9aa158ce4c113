import { z } from 'zod';

export const HealthResponse = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']).describe('Which database this server runs on'),
  version: z.string(),
});
export type HealthResponse = z.infer<typeof HealthResponse>;
