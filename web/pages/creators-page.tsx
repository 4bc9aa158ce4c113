import { Settings2 } from 'lucide-react';
import { Link } from 'wouter';
import { PageHeader } from '../components/layout/page-header';
import { Button } from '../components/ui/button';
import { AddCreatorDialog } from '../features/creators/add-creator-dialog';
import { useCreators } from '../features/creators/api';
import { CreatorList } from '../features/creators/creator-list';
import { OpmlControls } from '../features/creators/opml-controls';

export function CreatorsPage() {
  const creators = useCreators();
  return (
    <div>
      <PageHeader
        title="My Creators"
        description="Podcasts and video channels you follow. New episodes sync into your catalog."
        actions={
          <>
            <Button asChild variant="ghost" size="sm" title="Transcript tools and system status">
              <Link href="/admin">
                <Settings2 />
                Admin
              </Link>
            </Button>
            <OpmlControls />
            <AddCreatorDialog creators={creators.data ?? []} />
          </>
        }
      />
      <CreatorList
        creators={creators.data}
        isLoading={creators.isLoading}
        error={creators.error}
        onRetry={() => void creators.refetch()}
      />
    </div>
  );
}
