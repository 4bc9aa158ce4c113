import { Mic, Search, Video } from 'lucide-react';
import { PageHeader } from '../components/layout/page-header';
import { EmptyState } from '../components/ui/empty-state';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../components/ui/tabs';

export function SearchPage() {
  return (
    <div>
      <PageHeader
        title="Find Your Perfect Podcast Episode"
        description="Search by topic or by an episode you loved, and see why each match fits."
      />
      <Tabs defaultValue="podcast">
        <TabsList className="w-full sm:w-auto">
          <TabsTrigger value="podcast">
            <Search aria-hidden="true" />
            Podcast Search
          </TabsTrigger>
          <TabsTrigger value="auto">
            <Mic aria-hidden="true" />
            Auto Search
          </TabsTrigger>
          <TabsTrigger value="video">
            <Video aria-hidden="true" />
            Video Search
          </TabsTrigger>
        </TabsList>
        <TabsContent value="podcast">
          <EmptyState icon={Search} title="Podcast Search" text="Describe a topic to find matching episodes." />
        </TabsContent>
        <TabsContent value="auto">
          <EmptyState icon={Mic} title="Auto Search" text="Hands-free voice search for the road." />
        </TabsContent>
        <TabsContent value="video">
          <EmptyState icon={Video} title="Video Search" text="Search a video channel." />
        </TabsContent>
      </Tabs>
    </div>
  );
}
