import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { transcripts } from '../db/schema/index';
import { createSafeFetcher, type ResolveHost } from '../providers/feeds/safe-fetch';
import { seedEpisode } from '../test/factories';
import { createTestApp, type TestApp, testDatabases } from '../test/test-app';

/** DNS answers an attacker could arrange: one public address next to one that must not be reached. */
const HOSTILE_ANSWERS: Record<string, string[]> = {
  'private.example': ['93.184.215.14', '10.1.2.3'],
  'loopback.example': ['93.184.215.14', '127.0.0.1'],
  'v6-loopback.example': ['2606:2800:220:1::1', '::1'],
  'mapped.example': ['93.184.215.14', '::ffff:127.0.0.1'],
  'multicast.example': ['93.184.215.14', '224.0.0.251'],
  'benchmark.example': ['93.184.215.14', '198.19.4.2'],
  'reserved.example': ['93.184.215.14', '240.0.0.9'],
  'cgnat.example': ['100.64.0.1'],
  'link-local.example': ['169.254.169.254'],
  // A poisoned answer for the channel pages the server reads to find a YouTube handle's feed.
  'www.youtube.com': ['142.250.74.78', '192.168.0.10'],
};
const HOSTS = Object.keys(HOSTILE_ANSWERS).filter((h) => h.endsWith('.example'));

const resolve: ResolveHost = async (host) => {
  const answers = HOSTILE_ANSWERS[host.toLowerCase()];
  if (!answers) throw new Error(`no such host in this test: ${host}`);
  return answers.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
};

const admin = { 'x-admin-token': 'outside-fetches-admin-token' };
const BLOCKED = /private network address/;

/**
 * Every path that fetches an outside address (a feed, a transcript, episode audio, a channel page)
 * refuses a host whose DNS answer includes a private, loopback, multicast or reserved address,
 * even when another answer is public, and stores nothing.
 */
describe.each(testDatabases())('outside fetches on %s', (kind) => {
  let t: TestApp;
  /** Every address the app tried to fetch; background jobs (retried syncs) add theirs too. */
  const attempted: string[] = [];
  beforeAll(async () => {
    const fetch = createSafeFetcher({ allowPrivateHosts: false, allowedHosts: [], resolve });
    t = await createTestApp(kind, {
      env: { ADMIN_TOKEN: admin['x-admin-token'] },
      workers: true,
      providers: {
        fetch: (url, opts) => {
          attempted.push(String(url));
          return fetch(url, opts);
        },
      },
    });
  });
  afterAll(() => t.close());

  it('refuses feeds at every hostile host and leaves the catalog empty', async () => {
    const listener = await t.listener();
    for (const host of HOSTS) {
      const created = await listener.inject({
        method: 'POST',
        url: '/api/creators',
        payload: { name: `Show at ${host}`, url: `http://${host}/feed.xml`, autoSync: false },
      });
      expect(created.statusCode, host).toBe(201);
      const sync = await listener.inject({ method: 'POST', url: `/api/creators/${created.json().id}/sync` });
      expect(sync.statusCode, host).toBe(400);
      expect(sync.json().error.message, host).toMatch(BLOCKED);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/shows' })).json()).toEqual([]);
  });

  it('refuses transcript addresses listed by a feed', async () => {
    for (const host of HOSTS) {
      const { episode } = await seedEpisode(t.database, {
        title: `Transcript at ${host}`,
        feedTranscripts: [{ url: `https://${host}/episode.vtt`, type: 'text/vtt' }],
      });
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/transcripts/auto-fetch-external',
        headers: admin,
        payload: { episodeName: episode.title },
      });
      expect(res.statusCode, host).toBe(200);
      expect(res.json(), host).toMatchObject({ success: false, source: null });
      expect(res.json().error, host).toMatch(BLOCKED);
    }
    expect(await t.database.db.select().from(transcripts)).toEqual([]);
  });

  it('refuses episode audio for speech to text', async () => {
    for (const host of HOSTS.slice(0, 4)) {
      await seedEpisode(t.database, { title: `Audio at ${host}`, audioUrl: `https://${host}/episode.mp3` });
    }
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/transcripts/batch-generate',
      headers: admin,
      payload: { maxEpisodes: 4 },
    });
    expect(res.statusCode).toBe(200);
    let batch = res.json();
    while (batch.state === 'queued' || batch.state === 'running') {
      await new Promise((r) => setTimeout(r, 200));
      batch = (
        await t.app.inject({ method: 'GET', url: `/api/transcripts/jobs/${batch.jobId}`, headers: admin })
      ).json();
    }
    expect(batch.results.length).toBeGreaterThan(0);
    for (const item of batch.results) {
      expect(item.success, item.title).toBe(false);
      expect(item.error, item.title).toMatch(BLOCKED);
    }
    expect(await t.database.db.select().from(transcripts)).toEqual([]);
  });

  it('refuses a channel page looked up to find its feed', async () => {
    const listener = await t.listener();
    const before = attempted.length;
    const res = await listener.inject({
      method: 'POST',
      url: '/api/creators',
      payload: { name: 'Handle only', type: 'youtube', url: 'https://www.youtube.com/@handle' },
    });
    const channelPages = attempted.slice(before).filter((u) => u.startsWith('https://www.youtube.com/'));
    expect(channelPages).toEqual(['https://www.youtube.com/@handle']);
    expect(res.statusCode).toBe(502);
    expect(res.json().error.message).toMatch(BLOCKED);
    expect((await listener.inject({ method: 'GET', url: '/api/creators' })).json()).toEqual([]);
  });
});
