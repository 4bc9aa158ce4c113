import { Calendar, MessageSquare, Pencil, Play, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import type { SavedConversation } from '../../../common/api/saved-conversations';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '../../components/ui/card';
import { WithTooltip } from '../../components/ui/tooltip';
import { formatRelativeDate, plural } from '../../lib/format';
import { continueHref } from './conversation-filter';
import { DeleteConversationDialog } from './delete-conversation-dialog';
import { EditConversationDialog } from './edit-conversation-dialog';

/** One saved conversation: what it is about, how it starts, when, and how to carry on. */
export function ConversationCard({ conversation: c }: { conversation: SavedConversation }) {
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const updated = c.updatedAt !== c.createdAt && formatRelativeDate(c.updatedAt) !== formatRelativeDate(c.createdAt);
  return (
    <Card className="flex flex-col" data-testid="conversation-card">
      <CardHeader>
        <div className="flex items-start justify-between gap-2">
          <CardTitle className="line-clamp-2">{c.title}</CardTitle>
          <div className="-mt-1 -mr-2 flex shrink-0">
            <WithTooltip label="Edit">
              <Button variant="ghost" size="icon" onClick={() => setEditing(true)} aria-label={`Edit ${c.title}`}>
                <Pencil aria-hidden="true" />
              </Button>
            </WithTooltip>
            <WithTooltip label="Delete">
              <Button
                variant="ghost"
                size="icon"
                onClick={() => setDeleting(true)}
                aria-label={`Delete ${c.title}`}
                className="text-slate-500 hover:text-red-600"
              >
                <Trash2 aria-hidden="true" />
              </Button>
            </WithTooltip>
          </div>
        </div>
        {c.podcastShow && (
          <Badge variant="secondary" className="w-fit max-w-full truncate">
            {c.podcastShow}
          </Badge>
        )}
        {c.episodeTitle && <p className="line-clamp-1 text-sm font-medium text-slate-700">{c.episodeTitle}</p>}
      </CardHeader>
      <CardContent className="flex-1 space-y-3">
        {c.description && <p className="line-clamp-2 text-sm text-slate-600">{c.description}</p>}
        {c.preview && (
          <p className="line-clamp-3 rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-600 italic">“{c.preview}”</p>
        )}
        <div className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-500">
          <span className="inline-flex items-center gap-1">
            <Calendar aria-hidden="true" className="size-3.5" />
            Created {formatRelativeDate(c.createdAt)}
          </span>
          {updated && <span>Updated {formatRelativeDate(c.updatedAt)}</span>}
          <span className="inline-flex items-center gap-1">
            <MessageSquare aria-hidden="true" className="size-3.5" />
            {plural(c.messageCount, 'message')}
          </span>
        </div>
      </CardContent>
      <CardFooter>
        <Button asChild className="w-full">
          <Link href={continueHref(c)}>
            <Play aria-hidden="true" />
            Continue Chat
          </Link>
        </Button>
      </CardFooter>
      <EditConversationDialog conversation={c} open={editing} onOpenChange={setEditing} />
      <DeleteConversationDialog conversation={c} open={deleting} onOpenChange={setDeleting} />
    </Card>
  );
}
