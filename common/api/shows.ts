import { z } from 'zod';

export const Show = z.object({
  id: z.string(),
  name: z.string(),
  host: z.string().nullable(),
  kind: z.enum(['podcast', 'youtube']),
  imageUrl: z.string().nullable(),
  feedUrl: z.string().nullable(),
  episodeCount: z.number().int(),
});
export type Show = z.infer<typeof Show>;
export const ShowList = z.array(Show).describe('Every show in the catalog, sorted by name');
