import { ListMusic } from 'lucide-react';
import { PageHeader } from '../components/layout/page-header';
import { EmptyState } from '../components/ui/empty-state';

export function PlaylistPage() {
  return (
    <div>
      <PageHeader title="My Playlist" />
      <EmptyState icon={ListMusic} title="Your playlist is empty" text="Add episodes from search results to build a playlist." />
    </div>
  );
}
