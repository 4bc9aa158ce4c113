import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SearchResponse } from '../../../common/api/search';
import { ShowList } from '../../../common/api/shows';
import { installFakeApi } from '../../test/fake-api';
import { installFakeSpeechRecognition } from '../../test/fake-speech';
import { renderApp } from '../../test/render-app';

const routes = {
  'GET /api/shows': () => ({ body: ShowList.parse([]) }),
  'GET /api/episodes': () => ({ body: [] }),
  'POST /api/search': () => ({
    body: SearchResponse.parse({
      results: [],
      totalFound: 0,
      searchCriteria: '',
      podcastShow: '',
      hasMore: false,
      offset: 0,
    }),
  }),
};

let speech: ReturnType<typeof installFakeSpeechRecognition>;
afterEach(() => {
  speech?.remove();
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

async function openAutoSearch() {
  const user = userEvent.setup();
  renderApp('/search');
  await user.click(await screen.findByRole('tab', { name: /Auto Search/ }));
  await user.click(await screen.findByRole('button', { name: 'Start Voice Search' }));
  return user;
}

describe('Auto Search by voice', { timeout: 20_000 }, () => {
  it('listens in English, shows what it hears, and searches for a final phrase', async () => {
    const api = installFakeApi(routes);
    speech = installFakeSpeechRecognition();
    await openAutoSearch();
    const session = speech.latest();
    expect(session).toMatchObject({ started: true, continuous: true, interimResults: true, lang: 'en-US' });

    act(() => session.say('sleep and', false));
    expect(await screen.findByText('“sleep and”')).toBeTruthy();
    act(() => session.say('hi', true));
    act(() => session.say('sleep and memory', true));
    await waitFor(() =>
      expect(api.calls.some((c) => c.method === 'POST' && c.url.pathname === '/api/search')).toBe(true),
    );
    const search = api.calls.find((c) => c.url.pathname === '/api/search');
    expect(search?.body).toMatchObject({
      searchCriteria: 'sleep and memory',
      isAutoSearch: true,
      relevanceThreshold: 0.4,
    });
    expect(session.stopped).toBe(true);
  });

  it('asks for the microphone when access is refused, and says nothing for silence', async () => {
    installFakeApi(routes);
    speech = installFakeSpeechRecognition();
    await openAutoSearch();
    act(() => speech.latest().fail('no-speech'));
    expect(screen.queryByRole('alert')).toBeNull();
    await userEvent.click(await screen.findByRole('button', { name: 'Start Voice Search' }));
    act(() => speech.latest().fail('not-allowed'));
    expect(await screen.findByText('Microphone Access Needed')).toBeTruthy();
  });
});
