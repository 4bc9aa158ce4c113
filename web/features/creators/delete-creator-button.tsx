import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '../../components/ui/dialog';
import { Spinner } from '../../components/ui/spinner';
import { WithTooltip } from '../../components/ui/tooltip';
import { toast } from '../../components/ui/use-toast';
import { reasonOf } from '../../lib/api';
import { useDeleteCreator } from './api';

export function DeleteCreatorButton({ id, name }: { id: string; name: string }) {
  const [open, setOpen] = useState(false);
  const remove = useDeleteCreator();
  const confirm = () =>
    remove.mutate(id, {
      onSuccess: () => {
        setOpen(false);
        toast({ title: 'Creator removed', description: `${name} is no longer in My Creators.` });
      },
      onError: (err) =>
        toast({ title: 'Failed to remove creator', description: reasonOf(err), variant: 'destructive' }),
    });

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <WithTooltip label="Remove creator">
        <DialogTrigger asChild>
          <Button
            variant="ghost"
            size="icon"
            aria-label={`Delete ${name}`}
            className="text-slate-500 hover:bg-red-50 hover:text-red-600"
          >
            <Trash2 aria-hidden="true" />
          </Button>
        </DialogTrigger>
      </WithTooltip>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>Remove {name}?</DialogTitle>
          <DialogDescription>
            It leaves My Creators and stops syncing. Episodes already in the catalog stay searchable.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Cancel</Button>
          </DialogClose>
          <Button variant="destructive" onClick={confirm} disabled={remove.isPending}>
            {remove.isPending && <Spinner />}
            Remove
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
