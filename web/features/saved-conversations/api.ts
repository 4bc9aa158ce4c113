import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ConversationCreateBody,
  ConversationUpdateBody,
  SavedConversation,
} from '../../../common/api/saved-conversations';
import { apiRequest } from '../../lib/api';

export const CONVERSATIONS_KEY = ['/api/conversations'] as const;

/** The listener's saved conversations, most recently updated first. */
export function useSavedConversations() {
  return useQuery<SavedConversation[]>({ queryKey: CONVERSATIONS_KEY });
}

/** One saved conversation; disabled without an id (a new chat). */
export function useSavedConversation(id: string | null) {
  return useQuery<SavedConversation>({ queryKey: ['/api/conversations', id ?? ''], enabled: !!id });
}

export function useCreateConversation() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: ConversationCreateBody) => apiRequest<SavedConversation>('POST', '/api/conversations', body),
    onSuccess: (saved) => {
      qc.setQueryData(['/api/conversations', saved.id], saved);
      return qc.invalidateQueries({ queryKey: CONVERSATIONS_KEY, exact: true });
    },
  });
}

export function useUpdateConversation() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: ConversationUpdateBody & { id: string }) =>
      apiRequest<SavedConversation>('PUT', `/api/conversations/${id}`, body),
    onSuccess: (saved) => {
      qc.setQueryData(['/api/conversations', saved.id], saved);
      return qc.invalidateQueries({ queryKey: CONVERSATIONS_KEY, exact: true });
    },
  });
}

export function useDeleteConversation() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest<void>('DELETE', `/api/conversations/${id}`),
    onSuccess: () => qc.invalidateQueries({ queryKey: CONVERSATIONS_KEY }),
  });
}
