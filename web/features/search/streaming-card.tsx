import { ExternalLink, MessageSquare, Music2, Radio, Search } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { Artwork } from '../../components/ui/artwork';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Progress } from '../../components/ui/progress';
import { Spinner } from '../../components/ui/spinner';
import { toast } from '../../components/ui/use-toast';
import { reasonOf } from '../../lib/api';
import {
  type CurrentlyPlaying,
  useCurrentlyPlaying,
  useFindPlayingEpisode,
  useStreamingConnect,
  useStreamingDisconnect,
  useStreamingStatus,
} from './streaming-api';

const minutes = (ms: number) => Math.floor(ms / 60_000);

/** Monitoring: connected, and Spotify still accepts the connection. */
function useMonitoring() {
  const status = useStreamingStatus();
  return { status, monitoring: !!status.data?.connected && !!status.data.hasValidToken };
}

/**
 * Calls `onChange` when the episode playing on the account changes from one episode to another
 * (spec §6: not for the first one seen). Use once per screen.
 */
export function useNowPlayingChange(onChange: (playing: CurrentlyPlaying) => void) {
  const { monitoring } = useMonitoring();
  const playing = useCurrentlyPlaying(monitoring).data ?? null;
  const last = useRef<string | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the playing episode changes
  useEffect(() => {
    if (!playing) return;
    const previous = last.current;
    last.current = playing.episodeId;
    if (previous && previous !== playing.episodeId) onChange(playing);
  }, [playing?.episodeId]);
}

/**
 * The streaming-account card (spec §6): loading, not configured, not connected, connected
 * ('Connected'), monitoring with what plays (Playing / Paused, minutes over duration).
 */
export function StreamingAccountCard({ onFindSimilar }: { onFindSimilar: (playing: CurrentlyPlaying) => void }) {
  const { status, monitoring } = useMonitoring();
  const playing = useCurrentlyPlaying(monitoring);
  const connect = useStreamingConnect();
  const disconnect = useStreamingDisconnect();
  const configured = !!status.data?.configured;
  const connected = !!status.data?.connected;

  const startConnect = () =>
    connect.mutate(undefined, {
      onSuccess: ({ authUrl }) => window.location.assign(authUrl),
      onError: () =>
        toast({
          title: 'Connection Failed',
          description: 'Unable to connect to the streaming service. Please try again.',
          variant: 'destructive',
        }),
    });
  const stop = () =>
    disconnect.mutate(undefined, {
      onSuccess: () => toast({ title: 'Spotify disconnected', description: 'Its access was removed from Earshot.' }),
      onError: (err) => toast({ title: 'Disconnect Failed', description: reasonOf(err), variant: 'destructive' }),
    });

  return (
    <Card className="p-5" role="region" aria-label="Streaming account">
      <div className="flex items-start gap-3">
        <div className="flex size-10 shrink-0 items-center justify-center rounded-full bg-emerald-50 text-emerald-600">
          <Music2 aria-hidden="true" className="size-5" />
        </div>
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <h3 className="font-semibold text-slate-900">Spotify</h3>
            {status.isLoading ? (
              <Spinner className="size-3.5" />
            ) : !configured ? (
              <Badge variant="secondary">Not configured</Badge>
            ) : connected ? (
              <Badge variant="success">Connected</Badge>
            ) : (
              <Badge variant="secondary">Not connected</Badge>
            )}
          </div>
          <p className="mt-1 text-sm text-slate-500">Find episodes like the one you are playing on Spotify.</p>
        </div>
      </div>

      {!status.isLoading && !configured && (
        <p className="mt-3 rounded-md bg-slate-50 p-3 text-sm text-slate-600">
          This server has no Spotify app yet. Its owner registers one at developer.spotify.com and sets
          SPOTIFY_CLIENT_ID (the README explains how).
        </p>
      )}

      {configured && !connected && (
        <Button className="mt-4 w-full" onClick={startConnect} disabled={connect.isPending}>
          {connect.isPending ? 'Opening Spotify...' : 'Connect Spotify'}
        </Button>
      )}

      {configured && connected && !monitoring && (
        <div className="mt-3 space-y-3">
          <p className="rounded-md bg-amber-50 p-3 text-sm text-amber-900">
            Spotify no longer accepts this connection. Connect again to keep finding similar episodes.
          </p>
          <Button className="w-full" onClick={startConnect} disabled={connect.isPending}>
            Reconnect Spotify
          </Button>
        </div>
      )}

      {monitoring && (
        <div className="mt-3 space-y-3">
          <p className="flex items-center gap-1.5 text-xs font-medium text-emerald-700">
            <Radio aria-hidden="true" className="size-3.5" /> Monitoring what you play
          </p>
          {playing.isLoading ? (
            <Spinner className="size-4" />
          ) : playing.data ? (
            <NowPlaying playing={playing.data} onFindSimilar={onFindSimilar} />
          ) : (
            <p className="text-sm text-slate-600">
              Nothing from a podcast is playing on Spotify. Play an episode there and episodes like it appear here.
            </p>
          )}
        </div>
      )}

      {connected && (
        <Button variant="ghost" size="sm" className="mt-3" onClick={stop} disabled={disconnect.isPending}>
          {disconnect.isPending ? 'Disconnecting...' : 'Disconnect'}
        </Button>
      )}
    </Card>
  );
}

function NowPlaying({
  playing,
  onFindSimilar,
}: {
  playing: CurrentlyPlaying;
  onFindSimilar: (playing: CurrentlyPlaying) => void;
}) {
  const progress = playing.duration ? (playing.progressMs / playing.duration) * 100 : 0;
  const find = useFindPlayingEpisode();
  const [, navigate] = useLocation();
  const chat = () =>
    find.mutate(playing, {
      onSuccess: (episode) => {
        if (!episode) {
          toast({
            title: 'Episode not found',
            description: `Couldn't find this episode in external sources or our database... Follow “${playing.showName}” under My Creators to bring its episodes in.`,
            variant: 'destructive',
          });
        } else if (!episode.hasTranscript) {
          toast({
            title: 'No transcript available',
            description: "This episode doesn't have a transcript for chat analysis.",
            variant: 'destructive',
          });
        } else {
          navigate(`/conversation/podcast/${episode.id}`);
        }
      },
      onError: (err) => toast({ title: 'Error finding episode', description: reasonOf(err), variant: 'destructive' }),
    });
  return (
    <div className="rounded-lg border border-slate-200 p-3">
      <div className="flex gap-3">
        <Artwork
          sources={[playing.imageUrl]}
          className="size-14 shrink-0 rounded-md object-cover"
          fallback={
            <div className="flex size-14 shrink-0 items-center justify-center rounded-md bg-slate-100 text-slate-400">
              <Music2 aria-hidden="true" className="size-6" />
            </div>
          }
        />
        <div className="min-w-0 flex-1">
          <p className="line-clamp-2 text-sm font-medium text-slate-900">{playing.episodeName}</p>
          <p className="truncate text-xs text-slate-500">{playing.showName}</p>
          <div className="mt-1 flex items-center gap-2">
            <Badge variant={playing.isPlaying ? 'success' : 'secondary'}>
              {playing.isPlaying ? 'Playing' : 'Paused'}
            </Badge>
            <span className="text-xs text-slate-500">
              {minutes(playing.progressMs)} / {minutes(playing.duration)} min
            </span>
          </div>
        </div>
      </div>
      <Progress value={progress} label="Listening progress on Spotify" className="mt-3 h-1.5" />
      <div className="mt-3 flex flex-wrap gap-2">
        <Button size="sm" onClick={() => onFindSimilar(playing)}>
          <Search aria-hidden="true" /> Find similar episodes
        </Button>
        <Button size="sm" variant="secondary" onClick={chat} disabled={find.isPending}>
          <MessageSquare aria-hidden="true" /> Chat
        </Button>
        {playing.spotifyUrl && (
          <Button asChild size="sm" variant="outline">
            <a href={playing.spotifyUrl} target="_blank" rel="noreferrer">
              Open in Spotify <ExternalLink aria-hidden="true" />
            </a>
          </Button>
        )}
      </div>
    </div>
  );
}
