import { Clock, Mic2, Play, Radio } from 'lucide-react';
import type { ConversationContent } from '../../../common/api/content-chat';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card, CardContent } from '../../components/ui/card';
import { formatMinutes } from '../../lib/format';

/** What is being talked about: title, kind, length, show, host, a two-line description and Play. */
export function ContentHeader({ content, onPlay }: { content: ConversationContent; onPlay: () => void }) {
  const duration = formatMinutes(content.duration);
  return (
    <Card>
      <CardContent className="flex flex-col gap-4 pt-5 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0 space-y-2">
          <div className="flex flex-wrap items-center gap-2">
            <Badge variant={content.contentType === 'podcast' ? 'default' : 'orange'}>
              {content.contentType === 'podcast' ? 'Podcast Episode' : 'YouTube Video'}
            </Badge>
            {duration && (
              <span className="inline-flex items-center gap-1 text-xs text-slate-500">
                <Clock aria-hidden="true" className="size-3.5" />
                {duration}
              </span>
            )}
          </div>
          <h1 className="text-xl font-bold tracking-tight text-slate-900 sm:text-2xl">{content.title}</h1>
          <div className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600">
            {content.channelTitle && (
              <span className="inline-flex items-center gap-1.5">
                <Radio aria-hidden="true" className="size-4 text-slate-500" />
                {content.channelTitle}
              </span>
            )}
            {content.host && content.host !== content.channelTitle && (
              <span className="inline-flex items-center gap-1.5">
                <Mic2 aria-hidden="true" className="size-4 text-slate-500" />
                {content.host}
              </span>
            )}
          </div>
          {content.description && <p className="line-clamp-2 text-sm text-slate-500">{content.description}</p>}
        </div>
        {!content.audioUrl && content.watchUrl ? (
          <Button onClick={onPlay} className="self-start" aria-label={`Watch ${content.title}`}>
            <Play aria-hidden="true" />
            Watch
          </Button>
        ) : (
          <Button onClick={onPlay} className="self-start" aria-label={`Play ${content.title}`}>
            <Play aria-hidden="true" />
            Play
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
