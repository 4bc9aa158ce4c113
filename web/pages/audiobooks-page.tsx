import { BookOpen, Upload } from 'lucide-react';
import { useState } from 'react';
import { PageHeader } from '../components/layout/page-header';
import { Button } from '../components/ui/button';
import { Card, CardContent } from '../components/ui/card';
import { EmptyState } from '../components/ui/empty-state';
import { Spinner } from '../components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../components/ui/tabs';
import { useAudiobooks } from '../features/audiobooks/api';
import { AudiobookCard } from '../features/audiobooks/audiobook-card';
import { UploadForm } from '../features/audiobooks/upload-form';

/** Spec §2 Audiobooks: the listener's library and the upload form. */
export function AudiobooksPage() {
  const books = useAudiobooks();
  const [tab, setTab] = useState('library');
  const count = books.data?.length ?? 0;
  return (
    <div>
      <PageHeader
        title="My Audiobooks"
        description="Upload your own audiobooks, listen anywhere in them and chat with them."
      />
      <Tabs value={tab} onValueChange={setTab}>
        <TabsList>
          <TabsTrigger value="library">
            <BookOpen aria-hidden="true" />
            Library ({count})
          </TabsTrigger>
          <TabsTrigger value="upload">
            <Upload aria-hidden="true" />
            Upload New
          </TabsTrigger>
        </TabsList>
        <TabsContent value="library">
          {books.isPending ? (
            <div role="status" className="flex items-center justify-center gap-2 py-16 text-sm text-slate-500">
              <Spinner className="size-5" />
              Loading audiobooks...
            </div>
          ) : books.isError ? (
            <EmptyState
              icon={BookOpen}
              title="Failed to load audiobooks"
              text="Check your connection and try again."
              action={
                <Button variant="outline" onClick={() => books.refetch()}>
                  Try again
                </Button>
              }
            />
          ) : count === 0 ? (
            <EmptyState
              icon={BookOpen}
              title="No audiobooks yet"
              text="Upload an audiobook to listen and chat with it."
              action={
                <Button onClick={() => setTab('upload')}>
                  <Upload aria-hidden="true" />
                  Upload New
                </Button>
              }
            />
          ) : (
            <div className="grid gap-4 md:grid-cols-2">
              {books.data.map((book) => (
                <AudiobookCard key={book.id} book={book} />
              ))}
            </div>
          )}
        </TabsContent>
        <TabsContent value="upload">
          <Card>
            <CardContent className="pt-5">
              <UploadForm onUploaded={() => setTab('library')} />
            </CardContent>
          </Card>
        </TabsContent>
      </Tabs>
    </div>
  );
}
