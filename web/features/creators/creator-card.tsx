import { AlertTriangle, Clock, Headphones, Mic2, Video } from 'lucide-react';
import { useState } from 'react';
import type { Creator } from '../../../common/api/creators';
import { Artwork } from '../../components/ui/artwork';
import { Badge } from '../../components/ui/badge';
import { Card } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { formatTimeAgo, plural } from '../../lib/format';
import { CreatorEpisodesMenu } from './creator-episodes-menu';
import { DeleteCreatorButton } from './delete-creator-button';
import { SyncCreatorButton } from './sync-creator-button';

/** A failed sync's reason: two lines, and the whole of it on demand. */
function SyncError({ text }: { text: string }) {
  const [open, setOpen] = useState(false);
  const long = text.length > 90;
  return (
    <span className="min-w-0">
      <span className={open ? 'break-words' : 'line-clamp-2 break-words'}>{text}</span>
      {long && (
        <button
          type="button"
          className="mt-0.5 text-xs font-medium text-red-700 underline underline-offset-2"
          aria-expanded={open}
          onClick={() => setOpen((o) => !o)}
        >
          {open ? 'Show less' : 'Show the whole reason'}
        </button>
      )}
    </span>
  );
}

function SyncLine({ creator }: { creator: Creator }) {
  if (creator.syncStatus === 'pending' || creator.syncStatus === 'syncing') {
    return (
      <p role="status" className="flex items-center gap-1.5 text-brand-700">
        <Spinner className="size-3.5" />
        Syncing episodes...
      </p>
    );
  }
  if (creator.syncStatus === 'failed') {
    return (
      <p className="flex items-start gap-1.5 text-red-600">
        <AlertTriangle aria-hidden="true" className="mt-0.5 size-3.5 shrink-0" />
        <SyncError text={creator.syncError || 'Sync failed'} />
      </p>
    );
  }
  return (
    <p className="flex items-center gap-1.5">
      <Clock aria-hidden="true" className="size-3.5" />
      {creator.lastSynced ? `Synced ${formatTimeAgo(creator.lastSynced)}` : 'Not synced yet'}
    </p>
  );
}

export function CreatorCard({ creator }: { creator: Creator }) {
  const isVideo = creator.type === 'youtube';
  const busy = creator.syncStatus === 'pending' || creator.syncStatus === 'syncing';
  return (
    <Card className="flex flex-col p-5 transition-shadow hover:shadow-md" aria-label={creator.name} role="article">
      <div className="flex items-start gap-3">
        <Artwork
          sources={[creator.imageUrl]}
          className="size-14 shrink-0 rounded-xl object-cover ring-1 ring-slate-200"
          fallback={
            <div className="flex size-14 shrink-0 items-center justify-center rounded-xl bg-gradient-to-br from-brand-100 to-violet-100 text-brand-600">
              {isVideo ? (
                <Video aria-hidden="true" className="size-6" />
              ) : (
                <Mic2 aria-hidden="true" className="size-6" />
              )}
            </div>
          }
        />
        <div className="min-w-0 flex-1">
          <h3 className="line-clamp-2 font-semibold leading-snug text-slate-900">{creator.name}</h3>
          <Badge variant={isVideo ? 'secondary' : 'default'} className="mt-1.5">
            {isVideo ? 'Video channel' : 'Podcast'}
          </Badge>
        </div>
      </div>
      {creator.description && <p className="mt-3 line-clamp-2 text-sm text-slate-600">{creator.description}</p>}
      <div className="mt-3 space-y-1 text-xs text-slate-500">
        <p className="flex items-center gap-1.5">
          <Headphones aria-hidden="true" className="size-3.5" />
          {plural(creator.episodeCount, 'episode')}
        </p>
        <SyncLine creator={creator} />
      </div>
      <div className="flex-1" />
      <div className="mt-4 flex items-center gap-1 border-t border-slate-100 pt-3">
        <CreatorEpisodesMenu creatorId={creator.id} creatorName={creator.name} />
        <div className="ml-auto flex items-center">
          <SyncCreatorButton id={creator.id} name={creator.name} busy={busy} />
          <DeleteCreatorButton id={creator.id} name={creator.name} />
        </div>
      </div>
    </Card>
  );
}
