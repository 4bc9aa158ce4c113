const TIMEOUT_MS = 10_000;

/** Spotify refused the grant: a code already used or expired, or a refresh token revoked or replaced. */
export class SpotifyGrantError extends Error {}
/** Spotify asks to wait before calling again (429). */
export class SpotifyRateLimitError extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super(`Spotify asks to wait ${retryAfterSeconds} s`);
  }
}
/** The access token was not accepted (401): expired early or revoked. */
export class SpotifyUnauthorizedError extends Error {}
/** Anything else: network, timeout, a 5xx, an answer of the wrong shape. */
export class SpotifyUnavailableError extends Error {}

export type SpotifyTokens = {
  accessToken: string;
  /** Spotify may send a new refresh token with a refresh; the old one may then stop working. */
  refreshToken: string | null;
  expiresAt: Date;
  scope: string | null;
};

/** What is playing, as far as a podcast search needs it. Music tracks are not episodes: null. */
export type SpotifyEpisodePlaying = {
  episodeId: string;
  episodeName: string;
  showName: string;
  description: string;
  imageUrl: string | null;
  isPlaying: boolean;
  progressMs: number;
  durationMs: number;
  spotifyUrl: string | null;
};

type TokenAnswer = { access_token?: string; refresh_token?: string; expires_in?: number; scope?: string };
type Image = { url?: string; width?: number | null };
type PlayingAnswer = {
  is_playing?: boolean;
  progress_ms?: number | null;
  currently_playing_type?: string;
  item?: {
    type?: string;
    id?: string;
    name?: string;
    description?: string;
    duration_ms?: number;
    images?: Image[];
    external_urls?: { spotify?: string };
    show?: { name?: string; images?: Image[] };
  } | null;
};

const widest = (images: Image[] | undefined) =>
  [...(images ?? [])].sort((a, b) => (b.width ?? 0) - (a.width ?? 0)).find((i) => i.url)?.url ?? null;

/** Seconds from a Retry-After header (seconds or an HTTP date); 1 s when absent or unreadable. */
export function retryAfterSeconds(header: string | null, now = Date.now()): number {
  if (!header) return 1;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(1, Math.ceil(seconds));
  const at = Date.parse(header);
  return Number.isNaN(at) ? 1 : Math.max(1, Math.ceil((at - now) / 1000));
}

/**
 * Spotify's accounts service (authorization code with PKCE, token refresh) and the one Web API
 * call the app makes: `GET /v1/me/player/currently-playing?additional_types=episode`. Base URLs
 * come from settings, so tests talk to a loopback fake of the documented responses.
 */
export class SpotifyClient {
  constructor(
    private readonly opts: { clientId: string; clientSecret?: string; accountsBaseUrl: string; apiBaseUrl: string },
  ) {}

  /** The consent page's address. */
  authorizeUrl(p: { state: string; codeChallenge: string; redirectUri: string; scope: string }): string {
    const url = new URL(`${this.opts.accountsBaseUrl.replace(/\/+$/, '')}/authorize`);
    url.search = new URLSearchParams({
      client_id: this.opts.clientId,
      response_type: 'code',
      redirect_uri: p.redirectUri,
      code_challenge_method: 'S256',
      code_challenge: p.codeChallenge,
      scope: p.scope,
      state: p.state,
    }).toString();
    return url.href;
  }

  exchangeCode(code: string, codeVerifier: string, redirectUri: string): Promise<SpotifyTokens> {
    return this.token({
      grant_type: 'authorization_code',
      code,
      redirect_uri: redirectUri,
      code_verifier: codeVerifier,
    });
  }

  refresh(refreshToken: string): Promise<SpotifyTokens> {
    return this.token({ grant_type: 'refresh_token', refresh_token: refreshToken });
  }

  private async token(form: Record<string, string>): Promise<SpotifyTokens> {
    const headers: Record<string, string> = { 'content-type': 'application/x-www-form-urlencoded' };
    const body = new URLSearchParams(form);
    if (this.opts.clientSecret) {
      headers.authorization = `Basic ${Buffer.from(`${this.opts.clientId}:${this.opts.clientSecret}`).toString('base64')}`;
    } else {
      body.set('client_id', this.opts.clientId);
    }
    const response = await this.send(`${this.opts.accountsBaseUrl.replace(/\/+$/, '')}/api/token`, {
      method: 'POST',
      headers,
      body,
    });
    const answer = (await response.json().catch(() => null)) as (TokenAnswer & { error?: string }) | null;
    if (response.status === 400 && answer?.error === 'invalid_grant') throw new SpotifyGrantError('invalid_grant');
    if (response.status === 429)
      throw new SpotifyRateLimitError(retryAfterSeconds(response.headers.get('retry-after')));
    if (!response.ok || !answer?.access_token || !answer.expires_in) {
      throw new SpotifyUnavailableError(`Spotify's token service answered ${response.status}`);
    }
    return {
      accessToken: answer.access_token,
      refreshToken: answer.refresh_token ?? null,
      expiresAt: new Date(Date.now() + answer.expires_in * 1000),
      scope: answer.scope ?? null,
    };
  }

  /** The listener's now playing: an episode, or null for nothing (204) or for music. */
  async currentlyPlaying(accessToken: string): Promise<SpotifyEpisodePlaying | null> {
    const response = await this.send(
      `${this.opts.apiBaseUrl.replace(/\/+$/, '')}/v1/me/player/currently-playing?additional_types=episode`,
      { headers: { authorization: `Bearer ${accessToken}` } },
    );
    if (response.status === 204) return null;
    if (response.status === 401) throw new SpotifyUnauthorizedError('access token refused');
    if (response.status === 429)
      throw new SpotifyRateLimitError(retryAfterSeconds(response.headers.get('retry-after')));
    if (!response.ok) throw new SpotifyUnavailableError(`Spotify answered ${response.status}`);
    const answer = (await response.json().catch(() => null)) as PlayingAnswer | null;
    const item = answer?.item;
    if (!answer || !item || item.type !== 'episode' || !item.id) return null;
    return {
      episodeId: item.id,
      episodeName: item.name ?? '',
      showName: item.show?.name ?? '',
      description: item.description ?? '',
      imageUrl: widest(item.images) ?? widest(item.show?.images),
      isPlaying: answer.is_playing === true,
      progressMs: Math.max(0, answer.progress_ms ?? 0),
      durationMs: Math.max(0, item.duration_ms ?? 0),
      spotifyUrl: item.external_urls?.spotify ?? null,
    };
  }

  private async send(url: string, init: RequestInit): Promise<Response> {
    try {
      return await fetch(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
    } catch (err) {
      throw new SpotifyUnavailableError(`Spotify could not be reached: ${(err as Error).message}`);
    }
  }
}
