import { PageHeader } from '../components/layout/page-header';
import { SavedList } from '../features/saved/saved-list';

export function SavedPage() {
  return (
    <div>
      <PageHeader title="Save for Later" description="Episodes you kept for your next listen." />
      <SavedList />
    </div>
  );
}
