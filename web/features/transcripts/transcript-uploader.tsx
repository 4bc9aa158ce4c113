import { Upload } from 'lucide-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useSearch } from 'wouter';
import { EPISODE_PICKER_LIMIT } from '../../../common/constants';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { Spinner } from '../../components/ui/spinner';
import { Textarea } from '../../components/ui/textarea';
import { toast } from '../../components/ui/use-toast';
import { ApiError, reasonOf } from '../../lib/api';
import { useEpisode, useEpisodesWithoutTranscript, useUploadTranscript } from './api';

const MAX_TRANSCRIPT_FILE_BYTES = 5 * 1024 * 1024;

/** Paste (or read from a file) a transcript (WebVTT, SRT, JSON, HTML or plain text) for an episode that has none. */
export function TranscriptUploader() {
  const wanted = new URLSearchParams(useSearch()).get('episodeId');
  const [search, setSearch] = useState('');
  const episodes = useEpisodesWithoutTranscript(search);
  const pointedAt = useEpisode(wanted);
  const upload = useUploadTranscript();
  const [episodeId, setEpisodeId] = useState('');
  // Quick Add names the episode in the address (and can name another later): select it.
  useEffect(() => {
    if (wanted) setEpisodeId(wanted);
  }, [wanted]);
  const [text, setText] = useState('');
  const [fileName, setFileName] = useState<string | null>(null);
  const cardRef = useRef<HTMLDivElement>(null);
  const listed = (episodes.data ?? []).filter((e) => !e.hasTranscript).slice(0, EPISODE_PICKER_LIMIT);
  // The episode Quick Add opened the page for is always a choice, even past the first 20.
  const extra = pointedAt.data && !pointedAt.data.hasTranscript && !listed.some((e) => e.id === pointedAt.data.id);
  const choices = extra && pointedAt.data ? [pointedAt.data, ...listed] : listed;

  useEffect(() => {
    if (wanted) cardRef.current?.scrollIntoView({ block: 'start' });
  }, [wanted]);

  const readFile = async (file: File | undefined) => {
    if (!file) return;
    if (file.size > MAX_TRANSCRIPT_FILE_BYTES) {
      toast({ title: 'File too large', description: 'A transcript file can be up to 5 MB.', variant: 'destructive' });
      return;
    }
    setText(await file.text());
    setFileName(file.name);
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!episodeId || !text.trim()) {
      toast({
        title: 'Missing Information',
        description: 'Please select an episode and provide transcript text',
        variant: 'destructive',
      });
      return;
    }
    upload.mutate(
      { episodeId, transcriptText: text },
      {
        onSuccess: (res) => {
          if (res.error) {
            toast({ title: 'Upload Failed', description: res.error, variant: 'destructive' });
            return;
          }
          toast({
            title: 'Transcript Uploaded',
            description: `${res.transcriptLength.toLocaleString()} characters added to "${res.episodeTitle}".`,
          });
          setEpisodeId('');
          setText('');
          setFileName(null);
        },
        onError: (err) =>
          toast({
            title: 'Upload Failed',
            description: err instanceof ApiError ? reasonOf(err) : 'Upload failed. Please try again.',
            variant: 'destructive',
          }),
      },
    );
  };

  return (
    <Card ref={cardRef} id="upload-transcript" className="scroll-mt-20">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Upload aria-hidden="true" className="size-4 text-brand-600" />
          Upload a Transcript
        </CardTitle>
        <CardDescription>
          Paste a transcript, or read one from a file, for an episode that has none. WebVTT and SRT keep their
          timestamps, so answers can link to the moment they come from.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} className="grid gap-4">
          <div className="grid gap-1.5">
            <Label htmlFor="upload-find">Find an episode</Label>
            <Input
              id="upload-find"
              type="search"
              value={search}
              onChange={(e) => setSearch(e.target.value)}
              placeholder="Title or show name"
            />
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor="upload-episode">Episode</Label>
            <select
              id="upload-episode"
              value={episodeId}
              onChange={(e) => setEpisodeId(e.target.value)}
              className="h-9 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900 shadow-xs focus-visible:border-brand-500 focus-visible:ring-2 focus-visible:ring-brand-500/30 focus-visible:outline-none"
            >
              <option value="">
                {episodes.isPending
                  ? 'Loading episodes...'
                  : choices.length
                    ? 'Select an episode without a transcript'
                    : search.trim()
                      ? 'No episode without a transcript matches'
                      : 'Every episode has a transcript'}
              </option>
              {choices.map((ep) => (
                <option key={ep.id} value={ep.id}>
                  {ep.podcastShow} — {ep.title}
                </option>
              ))}
            </select>
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor="upload-file">From a file (VTT, SRT, JSON, TXT or HTML)</Label>
            <Input
              id="upload-file"
              type="file"
              accept=".vtt,.srt,.json,.txt,.html,.htm,text/vtt,application/x-subrip,application/json,text/plain,text/html"
              onChange={(e) => void readFile(e.currentTarget.files?.[0])}
            />
            {fileName && <p className="text-xs text-slate-600">Read {fileName}; check the text below, then upload.</p>}
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor="upload-text">Transcript text</Label>
            <Textarea
              id="upload-text"
              value={text}
              onChange={(e) => setText(e.target.value)}
              rows={8}
              placeholder={'WEBVTT\n\n00:00:01.000 --> 00:00:05.000\nWelcome to the show...'}
              className="font-mono text-xs"
            />
          </div>
          <div>
            <Button type="submit" disabled={upload.isPending}>
              {upload.isPending && <Spinner />}
              Upload Transcript
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
