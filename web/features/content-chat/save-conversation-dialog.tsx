import { TitleDescriptionDialog } from '../../components/forms/title-description-dialog';

/** Asks the title (prefilled) and an optional description before a conversation is saved. */
export function SaveConversationDialog({
  open,
  onOpenChange,
  defaultTitle,
  defaultDescription,
  updating,
  pending,
  onSave,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  defaultTitle: string;
  defaultDescription: string;
  updating: boolean;
  pending: boolean;
  onSave: (title: string, description: string) => void;
}) {
  return (
    <TitleDescriptionDialog
      open={open}
      onOpenChange={onOpenChange}
      heading="Save Conversation"
      explanation={
        updating ? 'Update the saved conversation with the new messages.' : 'Keep this chat to continue it later.'
      }
      idPrefix="save-conversation"
      initialTitle={defaultTitle}
      initialDescription={defaultDescription}
      submitLabel="Save"
      pending={pending}
      onSubmit={onSave}
    />
  );
}
