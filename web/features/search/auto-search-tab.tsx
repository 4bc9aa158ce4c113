import { AlertTriangle, CheckCircle2, Mic, MicOff, Search, ShieldAlert, Volume2, VolumeX } from 'lucide-react';
import { useEffect, useState } from 'react';
import { ALL_SHOWS, type SearchResult } from '../../../common/api/search';
import {
  AUTO_SEARCH_NOTICE_SECONDS,
  AUTO_SEARCH_SUGGESTIONS,
  AUTO_SEARCH_THRESHOLD,
  SUGGESTION_ROTATE_MS,
} from '../../../common/constants';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { toast } from '../../components/ui/use-toast';
import { usePlayer } from '../player/api';
import { useSearchMutation } from './api';
import { speak, useVoiceSearch } from './use-voice-search';

type Phase = 'idle' | 'searching' | 'done';

function speechFailed() {
  toast({ title: 'Speech Error', description: 'Could not read that aloud.', variant: 'destructive' });
}

/** Hands-free search for drivers: speak (or tap a suggestion), hear what was found. */
export function AutoSearchTab() {
  const [phase, setPhase] = useState<Phase>('idle');
  const [voiceOn, setVoiceOn] = useState(true);
  const [suggestion, setSuggestion] = useState(0);
  const [results, setResults] = useState<SearchResult[]>([]);
  const [lastQuery, setLastQuery] = useState('');
  const search = useSearchMutation();
  const player = usePlayer();

  const say = (text: string) => {
    if (!speak(text, speechFailed)) {
      toast({
        title: 'Text-to-Speech Not Available',
        description: 'This browser cannot read aloud.',
        variant: 'destructive',
      });
    }
  };

  const readResults = (list: SearchResult[]) =>
    say(
      list.length
        ? list
            .slice(0, 3)
            .map((r, i) => `Episode ${i + 1}: ${r.title} from ${r.podcastShow}.`)
            .join(' ')
        : 'No episodes found for your search.',
    );

  const runQuery = (query: string, spoken = true) => {
    const q = query.trim();
    if (/\bread (the )?results\b/i.test(q)) return readResults(results);
    if (/\bsearch again\b/i.test(q)) return reset();
    setLastQuery(q);
    setPhase('searching');
    search.mutate(
      {
        searchCriteria: q,
        podcastShow: ALL_SHOWS,
        platform: 'RSS',
        isAutoSearch: true,
        relevanceThreshold: AUTO_SEARCH_THRESHOLD,
        searchDepth: 'deep',
        userId: 'anonymous',
        useAI: true,
      },
      {
        onSuccess: (res) => {
          setResults(res.results);
          setPhase('done');
          if (voiceOn) {
            speak(
              res.results.length
                ? `Found ${res.results.length} episodes. Top result: ${res.results[0].title} from ${res.results[0].podcastShow}.`
                : 'No episodes found for your search.',
            );
          }
        },
        onError: () => {
          setPhase('idle');
          if (spoken) toast({ title: 'Search Failed', description: 'Please try again', variant: 'destructive' });
          else
            toast({
              title: 'Error',
              description: 'Auto-search failed: Unable to find similar content. Please try manual search.',
              variant: 'destructive',
            });
        },
      },
    );
  };

  const voice = useVoiceSearch(runQuery);

  function reset() {
    setResults([]);
    setPhase('idle');
  }

  useEffect(() => {
    if (phase !== 'idle' || voice.listening) return;
    const timer = setInterval(
      () => setSuggestion((i) => (i + 1) % AUTO_SEARCH_SUGGESTIONS.length),
      SUGGESTION_ROTATE_MS,
    );
    return () => clearInterval(timer);
  }, [phase, voice.listening]);

  const current = AUTO_SEARCH_SUGGESTIONS[suggestion];

  return (
    <div className="mx-auto max-w-3xl space-y-5">
      <Card className="p-6 text-center">
        <div className="mb-4 flex justify-end">
          <Button variant="outline" size="sm" aria-pressed={voiceOn} onClick={() => setVoiceOn((v) => !v)}>
            {voiceOn ? <Volume2 /> : <VolumeX />}
            {voiceOn ? 'Voice On' : 'Voice Off'}
          </Button>
        </div>
        {voice.listening ? (
          <Button
            size="lg"
            variant="destructive"
            className="h-20 w-full rounded-2xl text-lg sm:w-80"
            onClick={voice.stop}
          >
            <MicOff className="size-6!" />
            Stop Listening
          </Button>
        ) : (
          <Button
            size="lg"
            className="h-20 w-full rounded-2xl text-lg sm:w-80"
            onClick={voice.start}
            disabled={!voice.supported || phase === 'searching'}
          >
            <Mic className="size-6!" />
            Start Voice Search
          </Button>
        )}
        {voice.listening && (
          <p className="mt-3 text-sm text-slate-600" aria-live="polite">
            {voice.heard ? `“${voice.heard}”` : 'Listening... say what you want to hear about.'}
          </p>
        )}
        {!voice.supported && (
          <div className="mt-4 rounded-lg bg-amber-50 p-3 text-left text-sm text-amber-900">
            <p className="font-semibold">Voice Recognition Not Available</p>
            <p>This browser cannot listen. Tap a suggestion below to search instead.</p>
          </div>
        )}
        {voice.error === 'not-allowed' && (
          <div role="alert" className="mt-4 rounded-lg bg-red-50 p-3 text-left text-sm text-red-900">
            <p className="font-semibold">Microphone Access Needed</p>
            <p>Allow microphone access for this site in your browser settings, then try again.</p>
          </div>
        )}
        {voice.error === 'failed' && (
          <p role="alert" className="mt-3 text-sm text-red-700">
            Voice Recognition Error. Please try again.
          </p>
        )}
      </Card>

      {phase === 'idle' && (
        <Card className="p-5">
          <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase">Quick suggestion</p>
          <p className="mt-1.5 text-lg font-medium text-slate-900" aria-live="polite">
            {current}
          </p>
          <div className="mt-4 flex flex-wrap gap-2">
            <Button onClick={() => runQuery(current, false)}>
              <Search />
              Search This
            </Button>
            <Button variant="outline" onClick={() => say(current)}>
              <Volume2 />
              Read Aloud
            </Button>
          </div>
        </Card>
      )}

      {phase === 'searching' && (
        <Card role="status" className="flex flex-col items-center gap-3 p-8 text-center">
          <Spinner className="size-8" />
          <p className="font-medium text-slate-900">Searching podcast episodes...</p>
          <p className="text-sm text-slate-500">This may take {AUTO_SEARCH_NOTICE_SECONDS} seconds.</p>
        </Card>
      )}

      {phase === 'done' && results.length > 0 && (
        <Card className="p-5">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h3 className="text-lg font-semibold">Search Results ({results.length} found)</h3>
            <Badge variant="success">
              <CheckCircle2 />
              Voice search complete
            </Badge>
          </div>
          <p className="mt-1 text-sm text-slate-500">
            For “{lastQuery}”. Say “read results” to hear them, or “search again” for a new search.
          </p>
          <ol className="mt-4 space-y-2">
            {results.slice(0, 5).map((r, i) => (
              <li key={r.id} className="flex items-center gap-3 rounded-lg border border-slate-200 p-3">
                <span className="flex size-7 shrink-0 items-center justify-center rounded-full bg-brand-50 text-sm font-semibold text-brand-700">
                  {i + 1}
                </span>
                <div className="min-w-0 flex-1">
                  <p className="truncate font-medium">{r.title}</p>
                  <p className="truncate text-sm text-slate-500">{r.podcastShow}</p>
                </div>
                <Button size="sm" onClick={() => player.play(r)}>
                  Play
                </Button>
              </li>
            ))}
          </ol>
          <div className="mt-4 flex flex-wrap gap-2">
            <Button variant="outline" onClick={() => readResults(results)}>
              <Volume2 />
              Read Aloud
            </Button>
            <Button variant="ghost" onClick={reset}>
              Try Another Search
            </Button>
          </div>
        </Card>
      )}

      {phase === 'done' && results.length === 0 && (
        <Card className="p-8 text-center">
          <AlertTriangle aria-hidden="true" className="mx-auto size-8 text-amber-500" />
          <p className="mt-3 font-medium">No episodes found for your search.</p>
          <Button className="mt-4" onClick={reset}>
            Try Another Search
          </Button>
        </Card>
      )}

      <div className="flex items-start gap-3 rounded-xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-900">
        <ShieldAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        <p>
          <span className="font-semibold">Drive safely.</span> Keep your eyes on the road: start a search before you set
          off or when parked, and use voice commands rather than the screen while driving.
        </p>
      </div>
    </div>
  );
}
