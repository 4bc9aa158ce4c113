import { PageHeader } from '../components/layout/page-header';
import { PlaylistView } from '../features/playlist/playlist-view';

export function PlaylistPage() {
  return (
    <div>
      <PageHeader title="My Playlist" description="Play your picks in order; the next one starts on its own." />
      <PlaylistView />
    </div>
  );
}
