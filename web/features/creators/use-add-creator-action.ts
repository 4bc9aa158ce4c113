import type { CreatorCreateBody } from '../../../common/api/creators';
import { toast } from '../../components/ui/use-toast';
import { ApiError, reasonOf } from '../../lib/api';
import { useAddCreator } from './api';

/** Adds a creator and tells the listener how it went, in the spec's words. */
export function useAddCreatorAction() {
  const mutation = useAddCreator();
  const add = (body: CreatorCreateBody, onAdded?: () => void) =>
    mutation.mutate(body, {
      onSuccess: (creator) => {
        toast({ title: 'Creator added', description: `${creator.name} is syncing its episodes.`, variant: 'success' });
        onAdded?.();
      },
      onError: (err) => {
        if (err instanceof ApiError && err.status === 409) {
          toast({ title: 'Already added', description: `${body.name} is already in My Creators.` });
          return;
        }
        // Our server's error format names what went wrong (bad feed, unreachable host); show it.
        const reason = err instanceof ApiError && err.code ? reasonOf(err) : '';
        toast({
          title: 'Failed to add creator',
          description: reason || 'Please check the URL and try again',
          variant: 'destructive',
        });
      },
    });
  return { add, isPending: mutation.isPending, pendingName: mutation.isPending ? mutation.variables?.name : undefined };
}
