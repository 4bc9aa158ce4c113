import type { Database } from '../../db/client';
import { episodes, shows, transcripts } from '../../db/schema/index';

export type SeedEpisode = {
  title: string;
  description?: string;
  publishDate?: string;
  durationSeconds?: number;
  withTranscript?: boolean;
};

/** Inserts a show and its episodes straight into the catalog tables; returns the episode ids in order. */
export async function seedShow(
  database: Database,
  name: string,
  items: SeedEpisode[],
): Promise<{ showId: string; episodeIds: string[] }> {
  const [show] = await database.db
    .insert(shows)
    .values({ name, host: `${name} Host`, feedUrl: `https://example.test/${encodeURIComponent(name)}.xml` })
    .returning({ id: shows.id });
  const showId = (show as { id: string }).id;
  const episodeIds: string[] = [];
  for (const [i, item] of items.entries()) {
    const [row] = await database.db
      .insert(episodes)
      .values({
        showId,
        identityKey: `${name}-${i}`,
        title: item.title,
        descriptionText: item.description ?? '',
        descriptionHtml: item.description ? `<p>${item.description}</p>` : '',
        publishDate: new Date(item.publishDate ?? `2024-01-${String(i + 1).padStart(2, '0')}T10:00:00Z`),
        durationSeconds: item.durationSeconds ?? 1800,
        audioUrl: `https://example.test/audio/${encodeURIComponent(name)}-${i}.mp3`,
        link: `https://example.test/episodes/${encodeURIComponent(name)}-${i}`,
      })
      .returning({ id: episodes.id });
    const id = (row as { id: string }).id;
    episodeIds.push(id);
    if (item.withTranscript) {
      await database.db
        .insert(transcripts)
        .values({ episodeId: id, source: 'manual_upload', format: 'text', textLength: 100 });
    }
  }
  return { showId, episodeIds };
}
