import type { SavedConversation } from '../../../common/api/saved-conversations';
import { TitleDescriptionDialog } from '../../components/forms/title-description-dialog';
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

  const save = (title: string, description: string) =>
    update.mutate(
      { id: conversation.id, title, description: description || null },
      {
        onSuccess: () => {
          toast({ title: 'Conversation updated' });
          onOpenChange(false);
        },
        onError: () => toast({ title: 'Error', description: 'Failed to update conversation', variant: 'destructive' }),
      },
    );

  return (
    <TitleDescriptionDialog
      open={open}
      onOpenChange={onOpenChange}
      heading="Edit Conversation"
      explanation="Give the conversation a name you will recognise."
      idPrefix={`edit-${conversation.id}`}
      initialTitle={conversation.title}
      initialDescription={conversation.description ?? ''}
      submitLabel="Save Changes"
      pending={update.isPending}
      onSubmit={save}
    />
  );
}
