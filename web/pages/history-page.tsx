import { History } from 'lucide-react';
import { Link } from 'wouter';
import { PageHeader } from '../components/layout/page-header';
import { Button } from '../components/ui/button';
import { EmptyState } from '../components/ui/empty-state';

export function HistoryPage() {
  return (
    <div data-testid="page-history">
      <PageHeader title="Search History" />
      <EmptyState
        icon={History}
        title="No search history"
        text="Searches you run appear here so you can repeat them."
        action={
          <Button asChild>
            <Link href="/search">Start Searching</Link>
          </Button>
        }
      />
    </div>
  );
}
