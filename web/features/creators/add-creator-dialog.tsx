import { Link2, Plus, Search, Sparkles } from 'lucide-react';
import { useState } from 'react';
import type { Creator } from '../../../common/api/creators';
import { Button } from '../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '../../components/ui/dialog';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { AddByUrlForm } from './add-by-url-form';
import { DirectorySearch } from './directory-search';
import { PresetList } from './preset-list';
import { useAddCreatorAction } from './use-add-creator-action';

/** 'Add Creator': popular presets, a directory search by name, or a feed / channel URL. */
export function AddCreatorDialog({ creators }: { creators: Creator[] }) {
  const [open, setOpen] = useState(false);
  const { add, isPending, pendingName } = useAddCreatorAction();
  const names = new Set(creators.map((c) => c.name.trim().toLowerCase()));
  const urls = new Set(creators.map((c) => c.url));
  const isAdded = (name: string, url?: string) =>
    names.has(name.trim().toLowerCase()) || (url !== undefined && urls.has(url));

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button>
          <Plus aria-hidden="true" />
          Add Creator
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-xl">
        <DialogHeader>
          <DialogTitle>Add Creator</DialogTitle>
          <DialogDescription>
            Follow a podcast or video channel to keep its latest episodes in your catalog.
          </DialogDescription>
        </DialogHeader>
        <Tabs defaultValue="popular">
          <TabsList className="grid w-full grid-cols-3">
            <TabsTrigger value="popular">
              <Sparkles aria-hidden="true" />
              Popular
            </TabsTrigger>
            <TabsTrigger value="search">
              <Search aria-hidden="true" />
              Search
            </TabsTrigger>
            <TabsTrigger value="url">
              <Link2 aria-hidden="true" />
              By URL
            </TabsTrigger>
          </TabsList>
          <TabsContent value="popular" className="mt-4">
            <PresetList
              isAdded={(name) => isAdded(name)}
              pendingName={pendingName}
              onAdd={(p) =>
                add({
                  name: p.name,
                  type: 'podcast',
                  url: p.url,
                  channelId: null,
                  autoSync: true,
                  description: p.description,
                })
              }
            />
          </TabsContent>
          <TabsContent value="search" className="mt-4">
            <DirectorySearch
              isAdded={isAdded}
              pendingName={pendingName}
              onAdd={(r) =>
                add({
                  name: r.name,
                  type: 'podcast',
                  url: r.feedUrl,
                  channelId: null,
                  autoSync: true,
                  description: r.author ? `By ${r.author}` : null,
                })
              }
            />
          </TabsContent>
          <TabsContent value="url" className="mt-4">
            <AddByUrlForm isPending={isPending} onSubmit={(body) => add(body, () => setOpen(false))} />
          </TabsContent>
        </Tabs>
      </DialogContent>
    </Dialog>
  );
}
