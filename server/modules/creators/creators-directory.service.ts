import type { CreatorDirectoryResult } from '../../../common/api/creators';
import { UpstreamError } from '../../http/errors';
import { searchItunesPodcasts } from '../../providers/feeds/itunes-search';

/** Where the show directory is asked; tests point it at a loopback server speaking the iTunes Search API. */
export type DirectoryOptions = { baseUrl?: string };

/** Shows whose name matches the term, from the iTunes directory (keyless). */
export async function searchDirectory(term: string, opts: DirectoryOptions = {}): Promise<CreatorDirectoryResult[]> {
  try {
    return await searchItunesPodcasts(term, undefined, opts.baseUrl);
  } catch (err) {
    throw new UpstreamError(
      'creators.directory_failed',
      `The podcast directory could not be searched: ${err instanceof Error ? err.message : String(err)}`,
    );
  }
}
