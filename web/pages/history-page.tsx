import { PageHeader } from '../components/layout/page-header';
import { HistoryList } from '../features/search-history/history-list';

export function HistoryPage() {
  return (
    <div data-testid="page-history">
      <PageHeader title="Search History" description="Your recent searches, ready to run again." />
      <HistoryList />
    </div>
  );
}
