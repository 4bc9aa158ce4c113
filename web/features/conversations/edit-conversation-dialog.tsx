import { type FormEvent, useEffect, useState } from 'react';
import type { SavedConversation } from '../../../common/api/conversations';
import { Button } from '../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { Spinner } from '../../components/ui/spinner';
import { Textarea } from '../../components/ui/textarea';
import { toast } from '../../components/ui/use-toast';
import { useUpdateConversation } from './api';

/** Rename a saved conversation: Title and an optional Description. */
export function EditConversationDialog({
  conversation,
  open,
  onOpenChange,
}: {
  conversation: SavedConversation;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const update = useUpdateConversation();
  const [title, setTitle] = useState(conversation.title);
  const [description, setDescription] = useState(conversation.description ?? '');
  useEffect(() => {
    if (open) {
      setTitle(conversation.title);
      setDescription(conversation.description ?? '');
    }
  }, [open, conversation]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!title.trim() || update.isPending) return;
    update.mutate(
      { id: conversation.id, title: title.trim(), description: description.trim() || null },
      {
        onSuccess: () => {
          toast({ title: 'Conversation updated' });
          onOpenChange(false);
        },
        onError: () => toast({ title: 'Error', description: 'Failed to update conversation', variant: 'destructive' }),
      },
    );
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <form onSubmit={submit} className="grid gap-4">
          <DialogHeader>
            <DialogTitle>Edit Conversation</DialogTitle>
            <DialogDescription>Give the conversation a name you will recognise.</DialogDescription>
          </DialogHeader>
          <div className="grid gap-1.5">
            <Label htmlFor={`edit-title-${conversation.id}`}>Title</Label>
            <Input
              id={`edit-title-${conversation.id}`}
              value={title}
              onChange={(e) => setTitle(e.target.value)}
              maxLength={200}
            />
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={`edit-description-${conversation.id}`}>Description (optional)</Label>
            <Textarea
              id={`edit-description-${conversation.id}`}
              value={description}
              onChange={(e) => setDescription(e.target.value)}
              maxLength={2000}
              rows={3}
            />
          </div>
          <DialogFooter>
            <Button variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={!title.trim() || update.isPending}>
              {update.isPending && <Spinner />}
              Save Changes
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
