import type { Show } from '../../../common/api/shows';
import { webUrl } from '../../providers/feeds/web-url';
import type { ShowWithCount } from './shows.repo';

export function presentShow(row: ShowWithCount): Show {
  return {
    id: row.id,
    name: row.name,
    host: row.host,
    kind: row.kind,
    imageUrl: webUrl(row.imageUrl),
    feedUrl: row.feedUrl,
    episodeCount: row.episodeCount,
  };
}
