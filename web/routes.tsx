import { type ComponentType, lazy, Suspense } from 'react';
import { Redirect, Route, Switch, useSearch } from 'wouter';
import { PageLoading } from './components/layout/page-loading';
import { NotFoundPage } from './pages/not-found-page';

/** Each screen is its own chunk, so the first load carries only the screen being opened. */
function page<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) {
  return lazy(async () => ({ default: (await load())[name] }));
}

const SearchPage = page(() => import('./pages/search-page'), 'SearchPage');
const HistoryPage = page(() => import('./pages/history-page'), 'HistoryPage');
const SavedPage = page(() => import('./pages/saved-page'), 'SavedPage');
const ConversationsPage = page(() => import('./pages/conversations-page'), 'ConversationsPage');
const CreatorsPage = page(() => import('./pages/creators-page'), 'CreatorsPage');
const AutoQueuePage = page(() => import('./pages/auto-queue-page'), 'AutoQueuePage');
const PlaylistPage = page(() => import('./pages/playlist-page'), 'PlaylistPage');
const AudiobooksPage = page(() => import('./pages/audiobooks-page'), 'AudiobooksPage');
const AudiobookChatPage = page(() => import('./pages/audiobook-chat-page'), 'AudiobookChatPage');
const AdminPage = page(() => import('./pages/admin-page'), 'AdminPage');
const ConversationPage = page(() => import('./pages/conversation-page'), 'ConversationPage');

/** The auto-queue links to /conversation?contentId=…&contentType=podcast; it means the screen's path form. */
function ConversationQueryRedirect() {
  const params = new URLSearchParams(useSearch());
  const contentId = params.get('contentId');
  const contentType = params.get('contentType') ?? 'podcast';
  if (!contentId) return <NotFoundPage />;
  const rest = new URLSearchParams(params);
  rest.delete('contentId');
  rest.delete('contentType');
  const query = rest.toString();
  const to = `/conversation/${encodeURIComponent(contentType)}/${encodeURIComponent(contentId)}${query ? `?${query}` : ''}`;
  return <Redirect to={to} replace />;
}

export function AppRoutes() {
  return (
    <Suspense fallback={<PageLoading />}>
      <Switch>
        <Route path="/">
          <Redirect to="/search" replace />
        </Route>
        <Route path="/search" component={SearchPage} />
        <Route path="/history" component={HistoryPage} />
        <Route path="/saved" component={SavedPage} />
        <Route path="/conversations" component={ConversationsPage} />
        <Route path="/creators" component={CreatorsPage} />
        <Route path="/auto-queue" component={AutoQueuePage} />
        <Route path="/playlist" component={PlaylistPage} />
        <Route path="/audiobooks" component={AudiobooksPage} />
        <Route path="/audiobooks/:id/chat" component={AudiobookChatPage} />
        <Route path="/admin" component={AdminPage} />
        <Route path="/conversation" component={ConversationQueryRedirect} />
        <Route path="/conversation/:contentType/:contentId" component={ConversationPage} />
        <Route component={NotFoundPage} />
      </Switch>
    </Suspense>
  );
}
