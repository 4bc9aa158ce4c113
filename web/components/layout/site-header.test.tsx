import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { installFakeApi } from '../../test/fake-api';
import { renderApp } from '../../test/render-app';

const LINKS = [
  ['Search', '/search'],
  ['My Audiobooks', '/audiobooks'],
  ['My Playlist', '/playlist'],
  ['Save for Later', '/saved'],
  ['Conversations', '/conversations'],
  ['History', '/history'],
  ['My Creators', '/creators'],
] as const;

function mainNav() {
  return screen.getAllByRole('navigation', { name: 'Main' })[0];
}

function activeLinks() {
  return within(mainNav())
    .getAllByRole('link')
    .filter((a) => a.getAttribute('aria-current') === 'page')
    .map((a) => a.textContent);
}

beforeEach(() => {
  // A new listener: every list is empty.
  installFakeApi({ 'GET *': () => ({ body: [] }) });
});

describe('header', () => {
  it('shows the logo and the seven links in order', () => {
    renderApp('/search');
    expect(screen.getByRole('link', { name: 'Earshot' })).toHaveProperty('pathname', '/');
    const links = within(mainNav()).getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual(LINKS.map(([l, h]) => [l, h]));
  });

  it.each([
    ['/search', 'Search'],
    ['/audiobooks', 'My Audiobooks'],
    ['/audiobooks/abc/chat', 'My Audiobooks'],
    ['/playlist', 'My Playlist'],
    ['/saved', 'Save for Later'],
    ['/conversations', 'Conversations'],
    ['/history', 'History'],
    ['/creators', 'My Creators'],
  ])('on %s only %s is active', (path, label) => {
    renderApp(path);
    expect(activeLinks()).toEqual([label]);
  });

  it('has no active link on a path it does not list', () => {
    renderApp('/admin');
    expect(activeLinks()).toEqual([]);
  });

  it('navigates when a link is chosen and moves the highlight', async () => {
    const user = userEvent.setup();
    const { location } = renderApp('/search');
    await user.click(within(mainNav()).getByRole('link', { name: 'My Playlist' }));
    expect(location.history?.at(-1)).toBe('/playlist');
    expect(await screen.findByText('Your playlist is empty')).toBeTruthy();
    expect(activeLinks()).toEqual(['My Playlist']);
  });

  it('opens the side menu and closes it once a link is chosen', async () => {
    const user = userEvent.setup();
    const { location } = renderApp('/search');
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = await screen.findByRole('dialog');
    await user.click(within(menu).getByRole('link', { name: 'History' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(location.history?.at(-1)).toBe('/history');
    expect(await screen.findByTestId('page-history')).toBeTruthy();
  });
});

describe('routes', () => {
  it('redirects / to /search', async () => {
    const { location } = renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Find Your Perfect Podcast Episode' })).toBeTruthy();
    expect(location.history?.at(-1)).toBe('/search');
    expect(activeLinks()).toEqual(['Search']);
  });

  it('shows the 404 card on an unknown path', async () => {
    renderApp('/no-such-page');
    expect(await screen.findByRole('heading', { name: '404 Page Not Found' })).toBeTruthy();
    expect(screen.getByText('Did you forget to add the page to the router?')).toBeTruthy();
  });

  it('turns the auto-queue chat link into the conversation path', async () => {
    const { location } = renderApp('/conversation?contentId=ep-42&contentType=podcast');
    expect(await screen.findByRole('link', { name: 'Back to Search' })).toBeTruthy();
    expect(location.history?.at(-1)).toBe('/conversation/podcast/ep-42');
  });

  it.each([
    ['/history', 'No search history'],
    ['/saved', 'No saved episodes yet'],
    ['/playlist', 'Your playlist is empty'],
    ['/conversations', 'Find Episodes to Chat About'],
    ['/auto-queue', 'No episodes with transcripts available'],
    ['/admin', 'System Status'],
    ['/audiobooks', 'Upload New'],
  ])('%s shows its screen', async (path, text) => {
    renderApp(path);
    expect(await screen.findByText(text)).toBeTruthy();
  });

  it('history empty state links back to search', async () => {
    renderApp('/history');
    const link = await screen.findByRole('link', { name: 'Start Searching' });
    expect(link.getAttribute('href')).toBe('/search');
  });
});
