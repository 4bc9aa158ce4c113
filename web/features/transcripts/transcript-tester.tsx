import { FlaskConical } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { Spinner } from '../../components/ui/spinner';
import { toast } from '../../components/ui/use-toast';
import { ApiError, reasonOf } from '../../lib/api';
import { type AutoTestResult, useAutoTranscriptTest } from './api';

const SOURCE_NAMES: Record<string, string> = {
  feed: 'RSS feed',
  podcastindex: 'Podcast Index',
  manual_upload: 'Manual upload',
  generated: 'Speech to text',
};

/** Find an episode by show and episode name and fetch its transcript, timing the whole lookup. */
export function TranscriptTester() {
  const test = useAutoTranscriptTest();
  const [showName, setShowName] = useState('');
  const [episodeName, setEpisodeName] = useState('');
  const [result, setResult] = useState<AutoTestResult | null>(null);
  const [missing, setMissing] = useState(false);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!showName.trim() || !episodeName.trim()) {
      setMissing(true);
      return;
    }
    setMissing(false);
    setResult(null);
    test.mutate(
      { showName: showName.trim(), episodeName: episodeName.trim() },
      {
        onSuccess: (res) => {
          setResult(res);
          if (res.success) {
            toast({
              title: 'Transcript Found',
              description: `${res.transcriptLength.toLocaleString()} characters in ${res.processingTime} ms.`,
            });
          } else if (!res.episodeId) {
            toast({
              title: 'Episode not found',
              description:
                "Couldn't find this episode in external sources or our database. Check the show and episode names.",
              variant: 'destructive',
            });
          } else {
            toast({
              title: 'No Transcript Found',
              description: res.error ?? 'No source had a transcript for this episode.',
              variant: 'destructive',
            });
          }
        },
        onError: (err) =>
          err instanceof ApiError
            ? toast({ title: 'Auto-Fetch Failed', description: err.message, variant: 'destructive' })
            : toast({ title: 'Error finding episode', description: reasonOf(err), variant: 'destructive' }),
      },
    );
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <FlaskConical aria-hidden="true" className="size-4 text-brand-600" />
          Manual Transcript Tester
        </CardTitle>
        <CardDescription>Look an episode up by name and try every transcript source for it.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <form onSubmit={submit} className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
          <div className="grid gap-1.5">
            <Label htmlFor="tester-show">Show name</Label>
            <Input id="tester-show" value={showName} onChange={(e) => setShowName(e.target.value)} />
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor="tester-episode">Episode name</Label>
            <Input id="tester-episode" value={episodeName} onChange={(e) => setEpisodeName(e.target.value)} />
          </div>
          <Button type="submit" disabled={test.isPending}>
            {test.isPending && <Spinner />}
            Test
          </Button>
        </form>
        {missing && (
          <p className="text-sm text-red-700" role="alert">
            Please provide both show name and episode name.
          </p>
        )}
        {result && (
          <dl
            className="grid grid-cols-2 gap-3 rounded-lg bg-slate-50 p-3 text-sm sm:grid-cols-4"
            data-testid="tester-result"
          >
            <div>
              <dt className="text-xs text-slate-500">Success</dt>
              <dd className={result.success ? 'font-semibold text-emerald-700' : 'font-semibold text-red-700'}>
                {result.success ? 'Yes' : 'No'}
              </dd>
            </div>
            <div>
              <dt className="text-xs text-slate-500">Source</dt>
              <dd className="font-medium text-slate-800">
                {result.source ? (SOURCE_NAMES[result.source] ?? result.source) : '—'}
              </dd>
            </div>
            <div>
              <dt className="text-xs text-slate-500">Transcript length</dt>
              <dd className="font-medium text-slate-800">{result.transcriptLength.toLocaleString()} characters</dd>
            </div>
            <div>
              <dt className="text-xs text-slate-500">Processing time</dt>
              <dd className="font-medium text-slate-800">{result.processingTime} ms</dd>
            </div>
            {result.error && <p className="col-span-full text-xs text-slate-600">{result.error}</p>}
          </dl>
        )}
      </CardContent>
    </Card>
  );
}
