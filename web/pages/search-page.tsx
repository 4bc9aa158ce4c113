import { Mic, Search, Video } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { PageHeader } from '../components/layout/page-header';
import { PageLoading } from '../components/layout/page-loading';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../components/ui/tabs';
import { PodcastSearchTab } from '../features/search/podcast-search-tab';

// The default tab ships with the page; the other two load when opened.
const AutoSearchTab = lazy(async () => ({
  default: (await import('../features/search/auto-search-tab')).AutoSearchTab,
}));
const VideoSearchTab = lazy(async () => ({
  default: (await import('../features/search/video-search-tab')).VideoSearchTab,
}));

export function SearchPage() {
  return (
    <div>
      <PageHeader
        title="Find Your Perfect Podcast Episode"
        description="Search by topic or by an episode you loved, and see why each match fits."
      />
      <Tabs defaultValue="podcast">
        <TabsList className="grid w-full grid-cols-3 sm:inline-flex sm:w-auto">
          <TabsTrigger value="podcast" className="px-1.5 text-xs sm:px-3 sm:text-sm">
            <Search aria-hidden="true" className="hidden sm:block" />
            Podcast Search
          </TabsTrigger>
          <TabsTrigger value="auto" className="px-1.5 text-xs sm:px-3 sm:text-sm">
            <Mic aria-hidden="true" className="hidden sm:block" />
            Auto Search
          </TabsTrigger>
          <TabsTrigger value="video" className="px-1.5 text-xs sm:px-3 sm:text-sm">
            <Video aria-hidden="true" className="hidden sm:block" />
            Video Search
          </TabsTrigger>
        </TabsList>
        <TabsContent value="podcast">
          <PodcastSearchTab />
        </TabsContent>
        <TabsContent value="auto">
          <Suspense fallback={<PageLoading />}>
            <AutoSearchTab />
          </Suspense>
        </TabsContent>
        <TabsContent value="video">
          <Suspense fallback={<PageLoading />}>
            <VideoSearchTab />
          </Suspense>
        </TabsContent>
      </Tabs>
    </div>
  );
}
