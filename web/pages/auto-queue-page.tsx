import { ListVideo } from 'lucide-react';
import { PageHeader } from '../components/layout/page-header';
import { EmptyState } from '../components/ui/empty-state';

export function AutoQueuePage() {
  return (
    <div>
      <PageHeader title="Auto-Queue" />
      <EmptyState icon={ListVideo} title="No episodes with transcripts available" />
    </div>
  );
}
