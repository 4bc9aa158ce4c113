import type { Creator, OpmlImportResponse } from '../../../common/api/creators';
import type { AppContext } from '../../context';
import { AppError, ValidationError } from '../../http/errors';
import { exportOpml, OpmlParseError, type ParsedOpml, parseOpml } from '../../providers/feeds/opml';
import { creatorFeedUrl, resolveCreatorSource } from './creator-source';
import { presentCreator } from './creators.presenter';
import { type CreatorRow, insertCreator, listCreators } from './creators.repo';
import { enqueueCreatorSync } from './creators.service';

const OPML_TITLE = 'Earshot creators';

/**
 * Follows every feed of an OPML file that this listener does not follow yet (by name or URL).
 * A file that cannot be read adds nothing; the new creators are added together, then synced.
 */
export async function importCreatorsOpml(
  ctx: AppContext,
  listenerId: string,
  text: string,
): Promise<OpmlImportResponse> {
  let parsed: ParsedOpml;
  try {
    parsed = parseOpml(text);
  } catch (err) {
    if (err instanceof OpmlParseError)
      throw new ValidationError('creators.opml_invalid', `This OPML file could not be read: ${err.message}`);
    throw err;
  }
  const existing = await listCreators(ctx.database.db, listenerId);
  const names = new Set(existing.map((c) => c.name.toLowerCase()));
  const urls = new Set(existing.flatMap((c) => [c.url, creatorFeedUrl(c)]));
  let skipped = parsed.duplicates;
  let invalid = parsed.invalid;
  const toAdd: { name: string; url: string; type: 'podcast' | 'youtube'; channelId: string | null }[] = [];
  for (const outline of parsed.outlines) {
    const name = outline.title.trim() || new URL(outline.feedUrl).hostname;
    if (names.has(name.toLowerCase()) || urls.has(outline.feedUrl)) {
      skipped++;
      continue;
    }
    try {
      const source = await resolveCreatorSource(ctx, { type: 'podcast', url: outline.feedUrl, channelId: null });
      toAdd.push({ name, url: outline.feedUrl, ...source });
      names.add(name.toLowerCase());
      urls.add(outline.feedUrl);
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      invalid++;
    }
  }
  const added: CreatorRow[] = await ctx.database.db.transaction(async (tx) => {
    const rows: CreatorRow[] = [];
    for (const item of toAdd) {
      rows.push(await insertCreator(tx, { listenerId, autoSync: true, description: null, ...item }));
    }
    return rows;
  });
  for (const creator of added) await enqueueCreatorSync(ctx, creator.id);
  const creators: Creator[] = added.map((row) => presentCreator({ ...row, episodeCount: 0, imageUrl: null }));
  return { added: added.length, skipped, invalid, creators };
}

/** This listener's creators as an OPML 2.0 subscription list, each by the feed it syncs from. */
export async function exportCreatorsOpml(ctx: AppContext, listenerId: string): Promise<string> {
  const creators = await listCreators(ctx.database.db, listenerId);
  return exportOpml(
    OPML_TITLE,
    creators.map((c) => ({ title: c.name, feedUrl: creatorFeedUrl(c), siteUrl: c.type === 'youtube' ? c.url : null })),
  );
}
