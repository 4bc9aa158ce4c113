import type { CreatorDirectoryResult } from '../../../common/api/creators';
import type { AppContext } from '../../context';
import { UpstreamError } from '../../http/errors';
import { searchItunesPodcasts } from '../../providers/feeds/itunes-search';

/** Shows whose name matches the term, from the iTunes directory at ITUNES_BASE_URL (keyless). */
export async function searchDirectory(ctx: Pick<AppContext, 'env'>, term: string): Promise<CreatorDirectoryResult[]> {
  try {
    return await searchItunesPodcasts(term, undefined, ctx.env.ITUNES_BASE_URL);
  } catch (err) {
    throw new UpstreamError(
      'creators.directory_failed',
      `The podcast directory could not be searched: ${err instanceof Error ? err.message : String(err)}`,
    );
  }
}
