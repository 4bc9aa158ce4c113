import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SearchResponse } from '../../../common/api/search';
import { SearchHistoryItem } from '../../../common/api/search-history';
import { installFakeApi } from '../../test/fake-api';
import { uuid } from '../../test/fake-episode';
import { renderApp } from '../../test/render-app';
import { findToast } from '../../test/toasts';

const item = (n: number, criteria: string, show = 'ALL_SHOWS') =>
  SearchHistoryItem.parse({
    id: uuid(n),
    searchCriteria: criteria,
    podcastShow: show,
    platform: 'RSS',
    timestamp: new Date().toISOString(),
  });

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe('Search History', { timeout: 20_000 }, () => {
  it('shows the empty state with a way to start searching', async () => {
    installFakeApi({ 'GET /api/search/history': () => ({ body: [] }) });
    renderApp('/history');
    const page = await screen.findByTestId('page-history');
    expect(await within(page).findByText('No search history')).toBeTruthy();
    expect(within(page).getByRole('link', { name: 'Start Searching' }).getAttribute('href')).toBe('/search');
  });

  it('lists searches with show and platform, and deletes one', async () => {
    let list = [item(1, 'sleep and memory', 'Sleep Lab'), item(2, 'money')];
    const api = installFakeApi({
      'GET /api/search/history': () => ({ body: list }),
      'DELETE /api/search/history/:id': ({ url }) => {
        list = list.filter((i) => i.id !== url.pathname.split('/').pop());
        return { body: { removed: true, id: uuid(2) } };
      },
    });
    const user = userEvent.setup();
    renderApp('/history');
    expect(await screen.findByText('2 searches in history')).toBeTruthy();
    const row = screen.getByRole('article', { name: 'sleep and memory' });
    expect(within(row).getByText('Show: Sleep Lab')).toBeTruthy();
    expect(within(row).getByText('Platform: RSS')).toBeTruthy();
    await user.click(within(screen.getByRole('article', { name: 'money' })).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('1 search in history')).toBeTruthy();
    expect(api.calls.some((c) => c.method === 'DELETE' && c.url.pathname === `/api/search/history/${uuid(2)}`)).toBe(
      true,
    );
  });

  it("toasts 'Failed to delete search'", async () => {
    installFakeApi({
      'GET /api/search/history': () => ({ body: [item(1, 'sleep')] }),
      'DELETE /api/search/history/:id': () => ({ status: 500, body: { error: { code: 'x', message: 'no' } } }),
    });
    const user = userEvent.setup();
    renderApp('/history');
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    await findToast('Failed to delete search');
  });

  it('Repeat Search opens the search page and runs the search there', async () => {
    const api = installFakeApi({
      'GET /api/search/history': () => ({ body: [item(1, 'sleep and memory', 'Sleep Lab')] }),
      'POST /api/search/history': () => ({ status: 201, body: item(1, 'sleep and memory', 'Sleep Lab') }),
      'GET /api/shows': () => ({ body: [] }),
      'POST /api/search': () => ({
        body: SearchResponse.parse({
          results: [],
          totalFound: 0,
          searchCriteria: 'sleep and memory',
          podcastShow: 'Sleep Lab',
          hasMore: false,
          offset: 0,
        }),
      }),
    });
    const user = userEvent.setup();
    const { location } = renderApp('/history');
    await user.click(await screen.findByRole('button', { name: 'Repeat Search' }));
    expect(
      await screen.findByRole('heading', { name: 'Found 0 episodes for "sleep and memory" in Sleep Lab' }),
    ).toBeTruthy();
    expect(location.history?.at(-1)).toBe('/search');
    expect(api.calls.find((c) => c.url.pathname === '/api/search')?.body).toMatchObject({
      searchCriteria: 'sleep and memory',
      podcastShow: 'Sleep Lab',
      platform: 'RSS',
    });
  });
});
