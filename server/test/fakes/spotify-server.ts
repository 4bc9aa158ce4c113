import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeSpotifyEpisode = {
  id: string;
  name: string;
  description: string;
  durationMs: number;
  showName: string;
};

export type FakeSpotify = {
  /** Base URL for both SPOTIFY_ACCOUNTS_BASE_URL and SPOTIFY_API_BASE_URL. */
  url: string;
  /** Every request received, path with query, in order. */
  requests: { method: string; path: string }[];
  /** What the consent page does: grant (redirect back with a code) or deny (error=access_denied). */
  consent: 'grant' | 'deny';
  /** Lifetime of new access tokens, in seconds. */
  expiresIn: number;
  /** Send a new refresh token with every refresh, and stop honouring the old one. */
  rotateRefreshTokens: boolean;
  /** Now playing: an episode, a music track, or nothing (204). */
  playing:
    | { kind: 'episode'; episode: FakeSpotifyEpisode; isPlaying: boolean; progressMs: number }
    | { kind: 'track' }
    | null;
  /** When set, the Web API answers 429 with this Retry-After. */
  retryAfterSeconds: number | null;
  /** Ends every access token now (the next API call gets 401). */
  expireAccessTokens(): void;
  /** Revokes every refresh token (the listener removed the app in their Spotify account). */
  revokeRefreshTokens(): void;
  close(): Promise<void>;
};

const b64url = (buf: Buffer) => buf.toString('base64url');

/**
 * A loopback Spotify speaking the documented shapes of the accounts service (`/authorize`,
 * `/api/token` with PKCE and refresh) and `GET /v1/me/player/currently-playing`.
 */
export async function startFakeSpotify(port = 0): Promise<FakeSpotify> {
  const codes = new Map<string, { challenge: string; redirectUri: string; clientId: string }>();
  const accessTokens = new Map<string, number>();
  const refreshTokens = new Set<string>();

  const fake: FakeSpotify = {
    url: '',
    requests: [],
    consent: 'grant',
    expiresIn: 3600,
    rotateRefreshTokens: true,
    playing: null,
    retryAfterSeconds: null,
    expireAccessTokens: () => {
      for (const token of accessTokens.keys()) accessTokens.set(token, 0);
    },
    revokeRefreshTokens: () => refreshTokens.clear(),
    close: async () => {},
  };

  const issue = (withRefresh: boolean) => {
    const access = `at-${b64url(randomBytes(12))}`;
    accessTokens.set(access, Date.now() + fake.expiresIn * 1000);
    const answer: Record<string, unknown> = {
      access_token: access,
      token_type: 'Bearer',
      scope: 'user-read-currently-playing user-read-playback-state',
      expires_in: fake.expiresIn,
    };
    if (withRefresh) {
      const refresh = `rt-${b64url(randomBytes(12))}`;
      refreshTokens.add(refresh);
      answer.refresh_token = refresh;
    }
    return answer;
  };

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    fake.requests.push({ method: req.method ?? 'GET', path: `${url.pathname}${url.search}` });
    if (req.method === 'GET' && url.pathname === '/authorize') return authorize(url, res);
    if (req.method === 'POST' && url.pathname === '/api/token')
      return token(new URLSearchParams(await readBody(req)), res);
    if (req.method === 'GET' && url.pathname === '/v1/me/player/currently-playing') return nowPlaying(req, url, res);
    send(res, 404, { error: { status: 404, message: 'Service not found' } });
  });

  function authorize(url: URL, res: ServerResponse) {
    const redirectUri = url.searchParams.get('redirect_uri') ?? '';
    const state = url.searchParams.get('state') ?? '';
    if (url.searchParams.get('response_type') !== 'code' || url.searchParams.get('code_challenge_method') !== 'S256') {
      return send(res, 400, { error: 'invalid_request' });
    }
    const back = new URL(redirectUri);
    if (fake.consent === 'deny') {
      back.searchParams.set('error', 'access_denied');
    } else {
      const code = b64url(randomBytes(16));
      codes.set(code, {
        challenge: url.searchParams.get('code_challenge') ?? '',
        redirectUri,
        clientId: url.searchParams.get('client_id') ?? '',
      });
      back.searchParams.set('code', code);
    }
    back.searchParams.set('state', state);
    res.writeHead(302, { location: back.href }).end();
  }

  function token(form: URLSearchParams, res: ServerResponse) {
    const grant = form.get('grant_type');
    if (grant === 'authorization_code') {
      const code = form.get('code') ?? '';
      const pending = codes.get(code);
      codes.delete(code);
      const verifier = form.get('code_verifier') ?? '';
      const challenge = b64url(createHash('sha256').update(verifier).digest());
      if (!pending || pending.redirectUri !== form.get('redirect_uri') || pending.challenge !== challenge) {
        return send(res, 400, { error: 'invalid_grant', error_description: 'Invalid authorization code' });
      }
      return send(res, 200, issue(true));
    }
    if (grant === 'refresh_token') {
      const refresh = form.get('refresh_token') ?? '';
      if (!refreshTokens.has(refresh)) {
        return send(res, 400, { error: 'invalid_grant', error_description: 'Refresh token revoked' });
      }
      if (fake.rotateRefreshTokens) refreshTokens.delete(refresh);
      return send(res, 200, issue(fake.rotateRefreshTokens));
    }
    send(res, 400, { error: 'unsupported_grant_type' });
  }

  function nowPlaying(req: IncomingMessage, url: URL, res: ServerResponse) {
    const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1] ?? '';
    if ((accessTokens.get(bearer) ?? 0) <= Date.now()) {
      return send(res, 401, { error: { status: 401, message: 'The access token expired' } });
    }
    if (fake.retryAfterSeconds !== null) {
      res.writeHead(429, { 'retry-after': String(fake.retryAfterSeconds) }).end();
      return;
    }
    const playing = fake.playing;
    if (!playing) return void res.writeHead(204).end();
    if (playing.kind === 'track') {
      return send(res, 200, {
        timestamp: Date.now(),
        progress_ms: 1000,
        is_playing: true,
        currently_playing_type: 'track',
        item: { type: 'track', id: 'track1', name: 'A song', duration_ms: 200_000, album: { images: [] } },
      });
    }
    const episodes = url.searchParams.get('additional_types')?.split(',').includes('episode');
    const e = playing.episode;
    send(res, 200, {
      timestamp: Date.now(),
      context: null,
      progress_ms: playing.progressMs,
      is_playing: playing.isPlaying,
      currently_playing_type: 'episode',
      // Without additional_types=episode Spotify leaves the item out.
      item: episodes
        ? {
            type: 'episode',
            id: e.id,
            name: e.name,
            description: e.description,
            html_description: `<p>${e.description}</p>`,
            duration_ms: e.durationMs,
            images: [
              { url: `https://i.scdn.co/image/${e.id}-64`, width: 64, height: 64 },
              { url: `https://i.scdn.co/image/${e.id}-640`, width: 640, height: 640 },
            ],
            external_urls: { spotify: `https://open.spotify.com/episode/${e.id}` },
            show: { id: `show-${e.id}`, name: e.showName, publisher: e.showName, images: [] },
          }
        : null,
      actions: { disallows: { resuming: true } },
    });
  }

  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fake.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return fake;
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function send(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}
