import type { SavedConversation } from '../../../common/api/saved-conversations';
import { Button } from '../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog';
import { Spinner } from '../../components/ui/spinner';
import { toast } from '../../components/ui/use-toast';
import { useDeleteConversation } from './api';

/** Asks before a saved conversation is deleted for good. */
export function DeleteConversationDialog({
  conversation,
  open,
  onOpenChange,
}: {
  conversation: SavedConversation;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const remove = useDeleteConversation();
  const confirm = () =>
    remove.mutate(conversation.id, {
      onSuccess: () => {
        toast({ title: 'Conversation deleted' });
        onOpenChange(false);
      },
      onError: () => toast({ title: 'Error', description: 'Failed to delete conversation', variant: 'destructive' }),
    });
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Delete Conversation</DialogTitle>
          <DialogDescription>
            Delete “{conversation.title}”? Its {conversation.messageCount} messages will be gone for good.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button variant="destructive" onClick={confirm} disabled={remove.isPending}>
            {remove.isPending && <Spinner />}
            Delete
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
