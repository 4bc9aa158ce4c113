import { and, eq, inArray, sql } from 'drizzle-orm';
import type { VideoChannel, VideoResult, VideoSearchResponse } from '../../../common/api/video';
import type { AppContext } from '../../context';
import { creators, episodes, shows } from '../../db/schema/catalog';
import { NotFoundError } from '../../http/errors';
import { searchEpisodes } from '../search/search.service';

type Ctx = Pick<AppContext, 'env' | 'database' | 'providers' | 'vectors'>;

/** Videos whose score is under this are not shown: the panel lists what is about the query. */
const VIDEO_THRESHOLD = 0.3;
const VIDEO_RESULTS = 25;

/** The video channels this listener follows, by name. */
export async function listVideoChannels(ctx: Ctx, listenerId: string): Promise<VideoChannel[]> {
  return ctx.database.db
    .select({ id: creators.id, name: creators.name })
    .from(creators)
    .where(and(eq(creators.listenerId, listenerId), eq(creators.type, 'youtube')))
    .orderBy(sql`lower(${creators.name})`);
}

/** 754 seconds -> 'PT12M34S'. */
export function isoDuration(seconds: number | null): string | null {
  if (seconds === null || seconds < 0) return null;
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = Math.round(seconds % 60);
  return `PT${h ? `${h}H` : ''}${m ? `${m}M` : ''}${s || (!h && !m) ? `${s}S` : ''}`;
}

/**
 * Searches one followed channel's videos: those its sync brought into the catalog (the Data API's
 * uploads with a key, else the public feed's latest), ranked by the episode search (words and
 * meaning) within that channel. It spends no API quota: view counts are the last sync's.
 */
export async function searchVideoChannel(
  ctx: Ctx,
  listenerId: string,
  body: { query: string; channel: string },
): Promise<VideoSearchResponse> {
  const [channel] = await ctx.database.db
    .select({ name: creators.name, showName: shows.name })
    .from(creators)
    .leftJoin(shows, eq(shows.id, creators.showId))
    .where(
      and(
        eq(creators.listenerId, listenerId),
        eq(creators.type, 'youtube'),
        sql`${creators.id}::text = ${body.channel}`,
      ),
    );
  if (!channel)
    throw new NotFoundError('video.channel_not_found', 'Video channel not found. Follow it in Creators first.');
  if (!channel.showName) return { results: [], totalFound: 0, query: body.query };
  const found = await searchEpisodes(ctx, {
    searchMode: 'topic',
    searchCriteria: body.query,
    podcastShow: channel.showName,
    relevanceThreshold: VIDEO_THRESHOLD,
    limit: VIDEO_RESULTS,
    useAI: false,
  });
  const ids = found.results.map((e) => e.id);
  const views = new Map(
    ids.length
      ? (
          await ctx.database.db
            .select({ id: episodes.id, viewCount: episodes.viewCount })
            .from(episodes)
            .where(inArray(episodes.id, ids))
        ).map((r) => [r.id, r.viewCount])
      : [],
  );
  const results: VideoResult[] = found.results.map((e) => ({
    id: e.id,
    title: e.title,
    channelTitle: channel.name,
    duration: isoDuration(e.durationSeconds),
    viewCount: views.get(e.id) ?? null,
    description: e.description,
    publishedAt: e.publishDate,
    thumbnailUrl: e.thumbnailUrl,
    url: e.url ?? e.listenUrl,
  }));
  return { results, totalFound: found.totalFound, query: body.query };
}
