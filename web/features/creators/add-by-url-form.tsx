import { type FormEvent, useId, useState } from 'react';
import type { CreatorCreateBody, CreatorType } from '../../../common/api/creators';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../components/ui/select';
import { Spinner } from '../../components/ui/spinner';
import { Textarea } from '../../components/ui/textarea';

/** A channel URL of the form youtube.com/channel/UC… names its channel id; other forms are resolved by the server. */
function channelIdOf(url: string): string | null {
  return /youtube\.com\/channel\/(UC[\w-]{10,})/i.exec(url)?.[1] ?? null;
}

export function AddByUrlForm({
  onSubmit,
  isPending,
}: {
  onSubmit: (body: CreatorCreateBody) => void;
  isPending: boolean;
}) {
  const id = useId();
  const [name, setName] = useState('');
  const [type, setType] = useState<CreatorType>('podcast');
  const [url, setUrl] = useState('');
  const [description, setDescription] = useState('');
  const ready = name.trim() !== '' && url.trim() !== '';

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!ready) return;
    onSubmit({
      name: name.trim(),
      type,
      url: url.trim(),
      channelId: type === 'youtube' ? channelIdOf(url.trim()) : null,
      autoSync: true,
      description: description.trim() || null,
    });
  };

  return (
    <form onSubmit={submit} className="grid gap-4" aria-label="Add by URL">
      <div className="grid gap-4 sm:grid-cols-[1fr_11rem]">
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-name`}>Name</Label>
          <Input
            id={`${id}-name`}
            value={name}
            onChange={(e) => setName(e.target.value)}
            placeholder="e.g. Hidden Brain"
          />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-type`}>Type</Label>
          <Select value={type} onValueChange={(v) => setType(v as CreatorType)}>
            <SelectTrigger id={`${id}-type`}>
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value="podcast">Podcast</SelectItem>
              <SelectItem value="youtube">Video channel</SelectItem>
            </SelectContent>
          </Select>
        </div>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-url`}>{type === 'podcast' ? 'RSS feed URL' : 'YouTube channel URL'}</Label>
        <Input
          id={`${id}-url`}
          type="url"
          inputMode="url"
          value={url}
          onChange={(e) => setUrl(e.target.value)}
          placeholder={type === 'podcast' ? 'https://example.com/feed.xml' : 'https://www.youtube.com/@channel'}
        />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-description`}>
          Description <span className="font-normal text-slate-500">(optional)</span>
        </Label>
        <Textarea
          id={`${id}-description`}
          rows={2}
          value={description}
          onChange={(e) => setDescription(e.target.value)}
        />
      </div>
      <div className="flex flex-wrap items-center justify-end gap-3">
        {!ready && (
          <p id={`${id}-needs`} className="text-sm text-slate-600">
            {name.trim() ? 'Enter the feed or channel URL to add this creator.' : 'Give the creator a name to add it.'}
          </p>
        )}
        <Button type="submit" disabled={!ready || isPending} aria-describedby={ready ? undefined : `${id}-needs`}>
          {isPending && <Spinner />}
          Add Creator
        </Button>
      </div>
    </form>
  );
}
