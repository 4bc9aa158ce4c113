import { Bookmark } from 'lucide-react';
import { PageHeader } from '../components/layout/page-header';
import { EmptyState } from '../components/ui/empty-state';

export function SavedPage() {
  return (
    <div>
      <PageHeader title="Save for Later" />
      <EmptyState icon={Bookmark} title="No saved episodes yet" text="Save episodes from your search results to listen later." />
    </div>
  );
}
