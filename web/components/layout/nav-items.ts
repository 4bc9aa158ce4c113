import { Bookmark, BookOpen, History, ListMusic, type LucideIcon, MessagesSquare, Search, Users } from 'lucide-react';

export type NavItem = { href: string; label: string; icon: LucideIcon };

/** The header links, in the spec's order and words. */
export const NAV_ITEMS: readonly NavItem[] = [
  { href: '/search', label: 'Search', icon: Search },
  { href: '/audiobooks', label: 'My Audiobooks', icon: BookOpen },
  { href: '/playlist', label: 'My Playlist', icon: ListMusic },
  { href: '/saved', label: 'Save for Later', icon: Bookmark },
  { href: '/conversations', label: 'Conversations', icon: MessagesSquare },
  { href: '/history', label: 'History', icon: History },
  { href: '/creators', label: 'My Creators', icon: Users },
];

/** Search is active on / and /search; My Audiobooks on anything under /audiobooks. */
export function isNavActive(href: string, path: string): boolean {
  if (href === '/search') return path === '/' || path === '/search';
  if (href === '/audiobooks') return path === '/audiobooks' || path.startsWith('/audiobooks/');
  return path === href;
}
