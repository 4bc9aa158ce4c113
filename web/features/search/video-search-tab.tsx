import { Eye, ListVideo, MessageSquare, Play, Search, Video } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Link } from 'wouter';
import { Artwork } from '../../components/ui/artwork';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { EmptyState } from '../../components/ui/empty-state';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../components/ui/select';
import { toast } from '../../components/ui/use-toast';
import { reasonOf } from '../../lib/api';
import { formatCount, formatRelativeDate } from '../../lib/format';
import { useQueueEpisode } from '../auto-queue/api';
import { formatIsoDuration, useVideoChannels, useVideoSearch, VIDEO_KIND, type VideoResult } from './video-api';

const EXAMPLES = ['machine learning basics', 'interview highlights', 'productivity tips'];

function VideoRow({ video }: { video: VideoResult }) {
  const queue = useQueueEpisode();
  const duration = formatIsoDuration(video.duration);
  return (
    <li className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-3 sm:flex-row">
      <div className="relative aspect-video w-full shrink-0 overflow-hidden rounded-lg bg-slate-100 sm:w-48">
        <Artwork
          sources={[video.thumbnailUrl]}
          className="size-full object-cover"
          fallback={
            <div className="flex size-full items-center justify-center text-slate-400">
              <Video aria-hidden="true" className="size-8" />
            </div>
          }
        />
        {duration && (
          <span className="absolute right-1.5 bottom-1.5 rounded bg-black/75 px-1.5 py-0.5 text-xs text-white">
            {duration}
          </span>
        )}
      </div>
      <div className="min-w-0 flex-1">
        <h3 className="line-clamp-2 font-semibold">{video.title}</h3>
        <p className="text-sm text-slate-500">
          {video.channelTitle}
          {video.viewCount != null && (
            <span className="ml-2 inline-flex items-center gap-1">
              <Eye aria-hidden="true" className="size-3.5" />
              {formatCount(video.viewCount)} views
            </span>
          )}
          {video.publishedAt && <span className="ml-2">{formatRelativeDate(video.publishedAt)}</span>}
        </p>
        <p className="mt-1 line-clamp-2 text-sm text-slate-600">{video.description}</p>
        <div className="mt-2 flex flex-wrap gap-1.5">
          <Button
            size="sm"
            variant="outline"
            disabled={queue.isPending}
            onClick={() =>
              queue.mutate(video.id, {
                onSuccess: (r) => toast({ title: 'Added to queue', description: r.message, variant: 'success' }),
                onError: () =>
                  toast({
                    title: 'Queue Error',
                    description: 'Failed to add video to auto-queue',
                    variant: 'destructive',
                  }),
              })
            }
          >
            <ListVideo />
            Queue
          </Button>
          <Button size="sm" variant="secondary" asChild>
            <Link href={`/conversation/${VIDEO_KIND}/${video.id}`}>
              <MessageSquare />
              Chat
            </Link>
          </Button>
          {video.url && (
            <Button size="sm" asChild>
              <a href={video.url} target="_blank" rel="noreferrer">
                <Play />
                Watch
              </a>
            </Button>
          )}
        </div>
      </div>
    </li>
  );
}

/** The video test panel: search one followed channel's videos. */
export function VideoSearchTab() {
  const channels = useVideoChannels();
  const search = useVideoSearch();
  const [query, setQuery] = useState('');
  const [channel, setChannel] = useState('');

  const submit = (e?: FormEvent, q = query) => {
    e?.preventDefault();
    const trimmed = q.trim();
    if (!trimmed)
      return toast({ title: 'Search Required', description: 'Please enter a search query', variant: 'destructive' });
    if (!channel) {
      return toast({
        title: 'Channel Required',
        description: 'Please select a video channel to search',
        variant: 'destructive',
      });
    }
    search.mutate(
      { query: trimmed, channel },
      {
        onError: (err) =>
          toast({
            title: 'Video Search Failed',
            description: reasonOf(err) || 'Please check your search terms and try again',
            variant: 'destructive',
          }),
      },
    );
  };

  const list = channels.data ?? [];
  return (
    <div className="space-y-5">
      <Card className="p-4 sm:p-6">
        <form onSubmit={submit} noValidate className="space-y-4" aria-label="Video search">
          <div className="grid gap-4 sm:grid-cols-[1fr_16rem]">
            <div className="space-y-1.5">
              <Label htmlFor="video-query">Search videos</Label>
              <Input
                id="video-query"
                value={query}
                onChange={(e) => setQuery(e.target.value)}
                placeholder="What are you looking for?"
              />
            </div>
            <div className="space-y-1.5">
              <Label htmlFor="video-channel">Channel</Label>
              <Select value={channel} onValueChange={setChannel} disabled={!list.length}>
                <SelectTrigger id="video-channel" aria-label="Channel">
                  <SelectValue
                    placeholder={
                      channels.isLoading ? 'Loading channels...' : list.length ? 'Choose a channel' : 'No channels'
                    }
                  />
                </SelectTrigger>
                <SelectContent>
                  {list.map((c) => (
                    <SelectItem key={c.id} value={c.id}>
                      {c.name}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            </div>
          </div>
          <div className="flex flex-wrap items-center gap-2">
            <span className="text-xs font-medium text-slate-500">Examples:</span>
            {EXAMPLES.map((ex) => (
              <Button key={ex} size="sm" variant="outline" className="rounded-full" onClick={() => setQuery(ex)}>
                {ex}
              </Button>
            ))}
          </div>
          <Button type="submit" disabled={search.isPending}>
            <Search />
            {search.isPending ? 'Searching...' : 'Search Videos'}
          </Button>
        </form>
      </Card>
      {!channels.isLoading && !list.length && (
        <EmptyState
          icon={Video}
          title="No video channels yet"
          text="Follow a YouTube channel under My Creators to search its videos here."
        />
      )}
      {search.data && (
        <section aria-label="Video results">
          <h2 className="mb-3 font-semibold">
            {search.data.totalFound} {search.data.totalFound === 1 ? 'video' : 'videos'} for “{search.data.query}”
          </h2>
          <ul className="space-y-3">
            {search.data.results.map((v) => (
              <VideoRow key={v.id} video={v} />
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
