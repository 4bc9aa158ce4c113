import { useQueryClient } from '@tanstack/react-query';
import { CheckCircle2, FileAudio, Upload } from 'lucide-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { AudiobookCreateBody } from '../../../common/api/audiobooks';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { Progress } from '../../components/ui/progress';
import { Spinner } from '../../components/ui/spinner';
import { Textarea } from '../../components/ui/textarea';
import { toast } from '../../components/ui/use-toast';
import { reasonOf } from '../../lib/api';
import { formatBytes } from '../../lib/format';
import { AUDIOBOOKS_KEY, UploadError, uploadAudiobook } from './api';
import { audioFileProblem, type FileTags, readFileTags, titleFromFileName } from './audiobook-file';

type Stage = 'idle' | 'uploading' | 'processing' | 'success' | 'error';

const STAGE_TEXT: Record<Exclude<Stage, 'idle'>, string> = {
  uploading: 'Uploading audiobook file...',
  processing: 'Creating audiobook entry and starting transcription...',
  success: 'Audiobook uploaded successfully! Transcription will begin shortly.',
  error: 'Upload failed. Please try again.',
};

const EMPTY = { title: '', author: '', narrator: '', description: '', duration: '', publishYear: '', genre: '' };
type Fields = typeof EMPTY;
type FieldErrors = Partial<Record<keyof Fields | 'file', string>>;

const INTEGER = /^\d*$/;

/** Spec §2 Audiobooks 'Upload New': the file, the book's details (prefilled from its tags) and progress. */
export function UploadForm({ onUploaded }: { onUploaded: () => void }) {
  const qc = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [fields, setFields] = useState<Fields>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [stage, setStage] = useState<Stage>('idle');
  const [progress, setProgress] = useState(0);
  const [failure, setFailure] = useState<string | null>(null);
  const [cover, setCover] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const busy = stage === 'uploading' || stage === 'processing';

  useEffect(() => () => void (cover && URL.revokeObjectURL(cover)), [cover]);

  const set = (name: keyof Fields, value: string) => {
    setFields((f) => ({ ...f, [name]: value }));
    setErrors((e) => ({ ...e, [name]: undefined }));
  };

  const chooseFile = async (chosen: File | null) => {
    setFile(chosen);
    setStage('idle');
    setFailure(null);
    setCover(null);
    const problem = chosen ? audioFileProblem(chosen) : null;
    setErrors((e) => ({ ...e, file: problem ?? undefined }));
    if (!chosen || problem) return;
    // Spec §5: an empty title takes the file name; the file's tags then fill what is still empty.
    setFields((f) => (f.title.trim() ? f : { ...f, title: titleFromFileName(chosen.name) }));
    setErrors((e) => ({ file: e.file, author: e.author }));
    let tags: FileTags = {};
    try {
      tags = await readFileTags(chosen);
    } catch {
      return; // a file without readable tags is still a book
    }
    setCover(tags.coverUrl ?? null);
    // What the tags filled in is no longer missing; what they did not is checked again on submit.
    setErrors((e) => ({ file: e.file, author: tags.author ? undefined : e.author }));
    setFields((f) => {
      const fromName = f.title === titleFromFileName(chosen.name);
      return {
        ...f,
        title: tags.title && (fromName || !f.title.trim()) ? tags.title : f.title,
        author: f.author || tags.author || '',
        narrator: f.narrator || tags.narrator || '',
        genre: f.genre || tags.genre || '',
        publishYear: f.publishYear || (tags.publishYear ? String(tags.publishYear) : ''),
        duration: f.duration || (tags.durationMinutes ? String(tags.durationMinutes) : ''),
      };
    });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const next: FieldErrors = {};
    const fileProblem = audioFileProblem(file);
    if (fileProblem) next.file = fileProblem;
    const parsed = AudiobookCreateBody.omit({ audioUrl: true }).safeParse(fields);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const name = issue.path[0] as keyof Fields;
        next[name] ??= issue.message;
      }
    }
    setErrors(next);
    if (Object.keys(next).length || !file || !parsed.success) return;
    setFailure(null);
    setProgress(0);
    setStage('uploading');
    try {
      await uploadAudiobook(file, parsed.data, setProgress, setStage);
      setStage('success');
      toast({ title: 'Audiobook uploaded', description: STAGE_TEXT.success });
      await qc.invalidateQueries({ queryKey: AUDIOBOOKS_KEY });
      // Spec §4: after success the form resets and the view returns to the Library tab.
      setFields(EMPTY);
      setFile(null);
      setCover(null);
      if (fileInput.current) fileInput.current.value = '';
      onUploaded();
    } catch (err) {
      setStage('error');
      const reason = err instanceof UploadError ? err.message : reasonOf(err);
      setFailure(reason);
      toast({ title: 'Upload failed', description: reason, variant: 'destructive' });
    }
  };

  const field = (
    name: keyof Fields,
    label: string,
    opts: { required?: boolean; numeric?: boolean; hint?: string } = {},
  ) => (
    <div className="space-y-1.5">
      <Label htmlFor={`book-${name}`}>
        {label}
        {opts.required && <span className="text-red-600"> *</span>}
      </Label>
      <Input
        id={`book-${name}`}
        value={fields[name]}
        inputMode={opts.numeric ? 'numeric' : undefined}
        onChange={(e) => (!opts.numeric || INTEGER.test(e.target.value)) && set(name, e.target.value)}
        aria-invalid={!!errors[name]}
        aria-describedby={errors[name] ? `book-${name}-error` : undefined}
        disabled={busy}
        placeholder={opts.hint}
      />
      {errors[name] && (
        <p id={`book-${name}-error`} className="text-sm text-red-600">
          {errors[name]}
        </p>
      )}
    </div>
  );

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <div className="space-y-1.5">
        <Label htmlFor="book-file">
          Audio file<span className="text-red-600"> *</span>
        </Label>
        <label
          htmlFor="book-file"
          className="flex cursor-pointer flex-col items-center gap-2 rounded-xl border-2 border-dashed border-slate-300 bg-slate-50 px-4 py-6 text-center hover:border-brand-400 hover:bg-brand-50/40"
        >
          {cover ? (
            <img src={cover} alt="Cover from the file" className="size-20 rounded-lg object-cover shadow-sm" />
          ) : (
            <FileAudio aria-hidden="true" className="size-8 text-slate-500" />
          )}
          {file ? (
            <span className="max-w-full break-words text-sm font-medium text-slate-800">
              {file.name} <span className="font-normal text-slate-500">({formatBytes(file.size)})</span>
            </span>
          ) : (
            <span className="text-sm font-medium text-slate-800">Choose an audiobook file</span>
          )}
          <span className="text-xs text-slate-500">MP3, WAV, M4A, M4B or AAC, up to 500MB</span>
        </label>
        <input
          ref={fileInput}
          id="book-file"
          type="file"
          accept="audio/mpeg,audio/wav,audio/mp4,audio/x-m4a,audio/aac,.mp3,.wav,.m4a,.m4b,.aac"
          className="sr-only"
          disabled={busy}
          onChange={(e) => void chooseFile(e.target.files?.[0] ?? null)}
          aria-invalid={!!errors.file}
          aria-describedby={errors.file ? 'book-file-error' : undefined}
        />
        {errors.file && (
          <p id="book-file-error" className="text-sm text-red-600">
            {errors.file}
          </p>
        )}
      </div>

      <div className="grid gap-4 sm:grid-cols-2">
        {field('title', 'Title', { required: true })}
        {field('author', 'Author', { required: true })}
        {field('narrator', 'Narrator')}
        {field('genre', 'Genre')}
        {field('duration', 'Duration (minutes)', { numeric: true })}
        {field('publishYear', 'Publish year', { numeric: true })}
      </div>
      <div className="space-y-1.5">
        <Label htmlFor="book-description">Description</Label>
        <Textarea
          id="book-description"
          rows={3}
          value={fields.description}
          onChange={(e) => set('description', e.target.value)}
          disabled={busy}
        />
      </div>

      {stage !== 'idle' && (
        <div className="space-y-2 rounded-lg border border-slate-200 p-3" role="status">
          <p className="flex items-center gap-2 text-sm text-slate-700">
            {busy && <Spinner />}
            {stage === 'success' && <CheckCircle2 aria-hidden="true" className="size-4 text-emerald-600" />}
            {STAGE_TEXT[stage]}
          </p>
          {stage !== 'error' && <Progress value={stage === 'success' ? 100 : progress} label="Upload progress" />}
          {failure && <p className="text-sm text-red-600">{failure}</p>}
        </div>
      )}

      <Button type="submit" disabled={busy} className="w-full sm:w-auto">
        {busy ? <Spinner /> : <Upload aria-hidden="true" />}
        Upload Audiobook
      </Button>
    </form>
  );
}
