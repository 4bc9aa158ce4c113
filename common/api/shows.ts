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

/** The show list is paged like the episode list; a page holds every show a listener would follow. */
export const SHOW_LIST_DEFAULT_LIMIT = 1000;

export const ShowListQuery = z.object({
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(SHOW_LIST_DEFAULT_LIMIT)
    .default(SHOW_LIST_DEFAULT_LIMIT)
    .describe('By name; a page of 1000 unless asked for fewer'),
  offset: z.coerce.number().int().min(0).default(0),
});
