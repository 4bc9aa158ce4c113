import { useMutation } from '@tanstack/react-query';
import type { ConversationalSearchBody, ConversationalSearchResponse } from '../../../common/api/assistant';
import { apiRequest } from '../../lib/api';

export function useConversationalSearch() {
  return useMutation({
    mutationFn: (body: ConversationalSearchBody) =>
      apiRequest<ConversationalSearchResponse>('POST', '/api/conversational-search', body),
  });
}
