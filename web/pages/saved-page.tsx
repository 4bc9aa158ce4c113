import { Download } from 'lucide-react';
import { PageHeader } from '../components/layout/page-header';
import { Button } from '../components/ui/button';
import { SavedList } from '../features/saved/saved-list';

export function SavedPage() {
  return (
    <div>
      <PageHeader
        title="Save for Later"
        description="Episodes you kept for your next listen."
        actions={
          <Button asChild variant="ghost" size="sm">
            <a href="/api/export" download title="Saved episodes, playlist, queue, history, conversations and creators">
              <Download />
              Download my data
            </a>
          </Button>
        }
      />
      <SavedList />
    </div>
  );
}
