import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { streamingAccounts } from '../../db/schema/streaming';
import { type FakeSpotify, startFakeSpotify } from '../../test/fakes/spotify-server';
import { createTestApp, type TestApp, type TestListener, testDatabases } from '../../test/test-app';
import { TokenCipher } from './token-cipher';

const EPISODE = {
  id: 'ep-brain',
  name: 'How the brain learns while you sleep',
  description: 'A neuroscience conversation about memory and sleep.',
  durationMs: 2_700_000,
  showName: 'Mind Matters',
};

describe.each(testDatabases())('streaming account on %s', (kind) => {
  let spotify: FakeSpotify;
  let t: TestApp;

  beforeAll(async () => {
    spotify = await startFakeSpotify();
    t = await createTestApp(kind, {
      env: {
        SPOTIFY_CLIENT_ID: 'client-123',
        SPOTIFY_ACCOUNTS_BASE_URL: spotify.url,
        SPOTIFY_API_BASE_URL: spotify.url,
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await spotify.close();
  });
  beforeEach(() => {
    spotify.consent = 'grant';
    spotify.playing = null;
    spotify.retryAfterSeconds = null;
    spotify.rotateRefreshTokens = true;
    spotify.expiresIn = 3600;
  });

  /** Walks the consent as a browser would: our auth URL, Spotify's redirect, our callback. */
  async function connect(l: TestListener): Promise<string> {
    const authUrl = (await l.inject({ method: 'GET', url: '/api/spotify/auth-url' })).json().authUrl as string;
    const consent = await fetch(authUrl, { redirect: 'manual' });
    const back = new URL(consent.headers.get('location') as string);
    const callback = await l.inject({ method: 'GET', url: `${back.pathname}${back.search}` });
    return callback.headers.location as string;
  }
  const playing = (l: TestListener) => l.inject({ method: 'GET', url: '/api/spotify/currently-playing' });
  const status = async (l: TestListener) => (await l.inject({ method: 'GET', url: '/api/spotify/status' })).json();
  const tokenCalls = () => spotify.requests.filter((r) => r.path === '/api/token').length;

  it('sends the listener to the consent page with PKCE, a state and the callback address', async () => {
    const l = await t.listener();
    const res = await l.inject({ method: 'GET', url: '/api/spotify/auth-url' });
    expect(res.statusCode).toBe(200);
    const url = new URL(res.json().authUrl);
    expect(`${url.origin}${url.pathname}`).toBe(`${spotify.url}/authorize`);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: 'client-123',
      response_type: 'code',
      code_challenge_method: 'S256',
      redirect_uri: 'http://localhost:80/api/spotify/callback',
      scope: 'user-read-currently-playing user-read-playback-state',
    });
    expect(url.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(url.searchParams.get('state')).toMatch(/^[\w-]{32}$/);
  });

  it('connects through the consent and keeps the tokens encrypted', async () => {
    const l = await t.listener();
    expect(await status(l)).toEqual({ configured: true, connected: false, hasValidToken: false });
    expect(await connect(l)).toBe('/search?streaming=connected');
    expect(await status(l)).toEqual({ configured: true, connected: true, hasValidToken: true });
    const [row] = await t.database.db.select().from(streamingAccounts).where(eq(streamingAccounts.listenerId, l.id));
    expect(row.accessToken).not.toContain('at-');
    expect(row.refreshToken).not.toContain('rt-');
    expect(new TokenCipher('test-secret-test-secret-test-secret!').decrypt(row.refreshToken)).toMatch(/^rt-/);
  });

  it('refuses a state that is unknown, used, or started by another listener, and a denied consent', async () => {
    const a = await t.listener();
    const b = await t.listener();
    const authUrl = (await a.inject({ method: 'GET', url: '/api/spotify/auth-url' })).json().authUrl as string;
    const back = new URL((await fetch(authUrl, { redirect: 'manual' })).headers.get('location') as string);
    const path = `${back.pathname}${back.search}`;
    expect((await b.inject({ method: 'GET', url: path })).headers.location).toBe(
      '/search?streaming=failed&reason=expired',
    );
    // Another listener's try does not use the state up; its own listener's try does.
    expect((await a.inject({ method: 'GET', url: path })).headers.location).toBe('/search?streaming=connected');
    expect((await a.inject({ method: 'GET', url: path })).headers.location).toBe(
      '/search?streaming=failed&reason=expired',
    );
    await a.inject({ method: 'POST', url: '/api/spotify/disconnect' });
    expect((await a.inject({ method: 'GET', url: '/api/spotify/callback?code=x' })).headers.location).toBe(
      '/search?streaming=failed&reason=failed',
    );
    spotify.consent = 'deny';
    expect(await connect(a)).toBe('/search?streaming=failed&reason=denied');
    expect((await status(a)).connected).toBe(false);
    expect((await status(b)).connected).toBe(false);
  });

  it('answers null when nothing or music is playing, and the episode when one is', async () => {
    const l = await t.listener();
    await connect(l);
    let res = await playing(l);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toBeNull();
    spotify.playing = { kind: 'track' };
    expect((await playing(l)).json()).toBeNull();
    spotify.playing = { kind: 'episode', episode: EPISODE, isPlaying: false, progressMs: 600_000 };
    res = await playing(l);
    expect(res.json()).toEqual({
      episodeId: 'ep-brain',
      episodeName: 'How the brain learns while you sleep',
      showName: 'Mind Matters',
      description: 'A neuroscience conversation about memory and sleep.',
      imageUrl: 'https://i.scdn.co/image/ep-brain-640',
      isPlaying: false,
      progressMs: 600_000,
      duration: 2_700_000,
      spotifyUrl: 'https://open.spotify.com/episode/ep-brain',
    });
    expect(spotify.requests.at(-1)?.path).toBe('/v1/me/player/currently-playing?additional_types=episode');
  });

  it('refreshes a token about to end, stores the rotated refresh token, and refreshes once for parallel calls', async () => {
    spotify.expiresIn = 30; // under the one-minute margin: every use refreshes
    const l = await t.listener();
    await connect(l);
    const [before] = await t.database.db.select().from(streamingAccounts).where(eq(streamingAccounts.listenerId, l.id));
    const calls = tokenCalls();
    spotify.expiresIn = 3600;
    const answers = await Promise.all([playing(l), playing(l), playing(l)]);
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect(tokenCalls() - calls).toBe(1);
    const [after] = await t.database.db.select().from(streamingAccounts).where(eq(streamingAccounts.listenerId, l.id));
    expect(after.refreshToken).not.toBe(before.refreshToken);
    expect(after.expiresAt.getTime()).toBeGreaterThan(Date.now() + 3_000_000);
    // The old refresh token no longer works at Spotify; the stored one does.
    spotify.expireAccessTokens();
    expect((await playing(l)).statusCode).toBe(200);
  });

  it('refreshes once when Spotify refuses an access token early', async () => {
    const l = await t.listener();
    await connect(l);
    spotify.expireAccessTokens();
    const calls = tokenCalls();
    const res = await playing(l);
    expect(res.statusCode).toBe(200);
    expect(tokenCalls() - calls).toBe(1);
  });

  it('asks the listener to reconnect once the refresh token is revoked', async () => {
    const l = await t.listener();
    await connect(l);
    spotify.expireAccessTokens();
    spotify.revokeRefreshTokens();
    const res = await playing(l);
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toEqual({
      code: 'streaming.reconnect',
      message: 'Spotify no longer accepts this connection. Connect your account again.',
    });
    expect(await status(l)).toEqual({ configured: true, connected: true, hasValidToken: false });
    // Connecting again restores it.
    expect(await connect(l)).toBe('/search?streaming=connected');
    expect((await status(l)).hasValidToken).toBe(true);
  });

  it("honours Spotify's Retry-After without calling it again meanwhile", async () => {
    const l = await t.listener();
    await connect(l);
    spotify.retryAfterSeconds = 120;
    const first = await playing(l);
    expect(first.statusCode).toBe(429);
    expect(first.headers['retry-after']).toBe('120');
    const calls = spotify.requests.length;
    const second = await playing(l);
    expect(second.statusCode).toBe(429);
    expect(Number(second.headers['retry-after'])).toBeGreaterThan(100);
    expect(spotify.requests.length).toBe(calls);
  });

  it('disconnects: the tokens are deleted and now playing says so', async () => {
    const l = await t.listener();
    await connect(l);
    const res = await l.inject({ method: 'POST', url: '/api/spotify/disconnect' });
    expect(res.json()).toEqual({ disconnected: true });
    expect(await status(l)).toEqual({ configured: true, connected: false, hasValidToken: false });
    expect(await t.database.db.select().from(streamingAccounts).where(eq(streamingAccounts.listenerId, l.id))).toEqual(
      [],
    );
    const after = await playing(l);
    expect(after.statusCode).toBe(409);
    expect(after.json().error.code).toBe('streaming.not_connected');
  });

  it("keeps each listener's account to themselves", async () => {
    const a = await t.listener();
    const b = await t.listener();
    await connect(a);
    spotify.playing = { kind: 'episode', episode: EPISODE, isPlaying: true, progressMs: 0 };
    expect((await playing(a)).statusCode).toBe(200);
    expect((await playing(b)).json().error.code).toBe('streaming.not_connected');
    await b.inject({ method: 'POST', url: '/api/spotify/disconnect' });
    expect((await status(a)).connected).toBe(true);
  });
});

describe.each(testDatabases())('streaming account not configured on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it('says it is not configured, and connecting explains what the server owner sets', async () => {
    const l = await t.listener();
    expect((await l.inject({ method: 'GET', url: '/api/spotify/status' })).json()).toEqual({
      configured: false,
      connected: false,
      hasValidToken: false,
    });
    for (const url of ['/api/spotify/auth-url', '/api/spotify/currently-playing']) {
      const res = await l.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(503);
      expect(res.json().error).toEqual({
        code: 'streaming.not_configured',
        message: 'Spotify is not set up on this server: its owner sets SPOTIFY_CLIENT_ID.',
      });
    }
  });
});
