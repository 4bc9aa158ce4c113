import { SEARCH_HISTORY_LIMIT, type SearchHistoryItem } from '../../../common/api/search-history';
import type { Db } from '../../db/client';
import { NotFoundError } from '../../http/errors';
import { lockListener } from '../library/listener-lock.repo';
import {
  deleteSearch,
  findSameSearch,
  insertSearch,
  listSearches,
  type SearchHistoryRow,
  touchSearch,
  trimSearches,
} from './search-history.repo';

const present = (row: SearchHistoryRow): SearchHistoryItem => ({
  id: row.id,
  searchCriteria: row.searchCriteria,
  podcastShow: row.podcastShow,
  platform: row.platform,
  timestamp: row.createdAt.toISOString(),
});

/**
 * Records a search at the top of the listener's history. Repeating a search moves it to the top
 * instead of adding a copy; only the 10 most recent are kept.
 */
export async function recordSearch(
  db: Db,
  listenerId: string,
  search: { searchCriteria: string; podcastShow: string; platform: string },
): Promise<SearchHistoryItem> {
  const criteria = search.searchCriteria.replace(/\s+/g, ' ').trim();
  const normalized = { ...search, searchCriteria: criteria };
  const row = await db.transaction(async (tx) => {
    await lockListener(tx, listenerId);
    const same = await findSameSearch(tx, listenerId, normalized);
    const saved = same ? await touchSearch(tx, same.id, criteria) : await insertSearch(tx, listenerId, normalized);
    await trimSearches(tx, listenerId, SEARCH_HISTORY_LIMIT);
    return saved;
  });
  return present(row);
}

export async function listSearchHistory(db: Db, listenerId: string): Promise<SearchHistoryItem[]> {
  return (await listSearches(db, listenerId, SEARCH_HISTORY_LIMIT)).map(present);
}

export async function removeSearch(db: Db, listenerId: string, id: string): Promise<void> {
  if (!(await deleteSearch(db, listenerId, id))) {
    throw new NotFoundError('search_history.not_found', 'That search is not in your history.');
  }
}
