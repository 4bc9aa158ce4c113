import type { ListenerExport } from '../../../common/api/listener-export';
import type { AppContext } from '../../context';
import { presentAudiobook } from '../audiobooks/audiobooks.presenter';
import { listAudiobooks } from '../audiobooks/audiobooks.repo';
import { getQueue, getSettings } from '../auto-queue/auto-queue.service';
import { presentCreator } from '../creators/creators.presenter';
import { listCreators } from '../creators/creators.repo';
import { exportCreatorsOpml } from '../creators/creators-opml.service';
import { listListeningHistory } from '../listening-history/listening-history.service';
import { getPlaylist } from '../playlist/playlist.service';
import { listSavedEpisodes } from '../saved/saved.service';
import { listSavedConversations } from '../saved-conversations/saved-conversations.service';
import { listSearchHistory } from '../search-history/search-history.service';

/** How much listening history the export carries (the screen shows far fewer). */
const HISTORY_LIMIT = 50;

/** Everything this listener keeps, read in one transaction so the parts agree with each other. */
export async function exportListener(ctx: AppContext, listenerId: string): Promise<ListenerExport> {
  return ctx.database.db.transaction(async (db) => {
    const scoped = { ...ctx, database: { ...ctx.database, db } };
    return {
      format: 'earshot-listener-export' as const,
      version: 1 as const,
      exportedAt: new Date().toISOString(),
      saved: await listSavedEpisodes(db, listenerId),
      playlist: await getPlaylist(db, listenerId),
      autoQueue: {
        settings: await getSettings(scoped.database, listenerId),
        upNext: await getQueue(scoped.database, listenerId),
      },
      searchHistory: await listSearchHistory(db, listenerId),
      listeningHistory: await listListeningHistory(db, listenerId, HISTORY_LIMIT),
      conversations: await listSavedConversations(db, listenerId),
      audiobooks: (await listAudiobooks(db, listenerId)).map(presentAudiobook),
      creators: (await listCreators(db, listenerId)).map(presentCreator),
      creatorsOpml: await exportCreatorsOpml(scoped, listenerId),
    };
  });
}
