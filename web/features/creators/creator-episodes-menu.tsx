import { ChevronDown, FileText, ListMusic } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../components/ui/dropdown-menu';
import { Spinner } from '../../components/ui/spinner';
import { toast } from '../../components/ui/use-toast';
import { reasonOf } from '../../lib/api';
import { formatRelativeDate } from '../../lib/format';
import { type CreatorEpisode, useCreatorEpisodes } from './api';

function openEpisode(episode: CreatorEpisode) {
  const url = episode.link ?? episode.audioUrl;
  if (!url) {
    toast({ title: 'Episode link not available', description: "This episode doesn't have a playable link" });
    return;
  }
  window.open(url, '_blank', 'noopener,noreferrer');
}

/** 'View Episodes': the creator's episodes, loaded when the menu first opens. */
export function CreatorEpisodesMenu({ creatorId, creatorName }: { creatorId: string; creatorName: string }) {
  const [opened, setOpened] = useState(false);
  const episodes = useCreatorEpisodes(creatorId, opened);

  return (
    <DropdownMenu onOpenChange={(open) => open && setOpened(true)}>
      <DropdownMenuTrigger asChild>
        <Button variant="outline" size="sm" aria-label={`View Episodes of ${creatorName}`}>
          <ListMusic aria-hidden="true" />
          View Episodes
          <ChevronDown aria-hidden="true" className="opacity-60" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start" className="w-80 max-w-[calc(100vw-2rem)]">
        <DropdownMenuLabel>{creatorName}</DropdownMenuLabel>
        <DropdownMenuSeparator />
        {episodes.isLoading && (
          <div className="flex items-center gap-2 px-2.5 py-3 text-sm text-slate-500">
            <Spinner /> Loading episodes...
          </div>
        )}
        {episodes.isError && <p className="px-2.5 py-3 text-sm text-red-600">{reasonOf(episodes.error)}</p>}
        {episodes.data?.length === 0 && <p className="px-2.5 py-3 text-sm text-slate-500">No episodes yet.</p>}
        {episodes.data?.map((episode) => (
          <DropdownMenuItem key={episode.id} onSelect={() => openEpisode(episode)} className="items-start">
            <div className="min-w-0 flex-1">
              <p className="line-clamp-2 text-sm text-slate-900">{episode.title}</p>
              <p className="mt-0.5 flex items-center gap-1.5 text-xs text-slate-500">
                {formatRelativeDate(episode.publishDate)}
                {episode.hasTranscript && (
                  <span className="inline-flex items-center gap-0.5 text-emerald-700">
                    <FileText aria-hidden="true" className="size-3" />
                    Transcript
                  </span>
                )}
              </p>
            </div>
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
