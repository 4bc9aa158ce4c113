import { PageHeader } from '../components/layout/page-header';
import { AutoQueueView } from '../features/auto-queue/auto-queue-view';

export function AutoQueuePage() {
  return (
    <div>
      <PageHeader title="Auto-Queue" description="Hands-free listening: the next episode, picked for you." />
      <AutoQueueView />
    </div>
  );
}
