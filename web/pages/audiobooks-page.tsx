import { BookOpen, Upload } from 'lucide-react';
import { PageHeader } from '../components/layout/page-header';
import { EmptyState } from '../components/ui/empty-state';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../components/ui/tabs';

export function AudiobooksPage() {
  return (
    <div>
      <PageHeader title="My Audiobooks" />
      <Tabs defaultValue="library">
        <TabsList>
          <TabsTrigger value="library">
            <BookOpen aria-hidden="true" />
            Library
          </TabsTrigger>
          <TabsTrigger value="upload">
            <Upload aria-hidden="true" />
            Upload New
          </TabsTrigger>
        </TabsList>
        <TabsContent value="library">
          <EmptyState
            icon={BookOpen}
            title="No audiobooks yet"
            text="Upload an audiobook to listen and chat with it."
          />
        </TabsContent>
        <TabsContent value="upload">
          <EmptyState icon={Upload} title="Upload New" />
        </TabsContent>
      </Tabs>
    </div>
  );
}
