import { BookX } from 'lucide-react';
import { EmptyState } from '../components/ui/empty-state';

export function AudiobookChatPage() {
  return <EmptyState icon={BookX} title="Audiobook Not Found" />;
}
