import { createHash, randomBytes } from 'node:crypto';
import { and, eq, lt } from 'drizzle-orm';
import type { CurrentlyPlaying, StreamingCallbackFailure, StreamingStatus } from '../../../common/api/streaming';
import type { AppContext } from '../../context';
import { streamingAccounts, streamingAuthRequests } from '../../db/schema/streaming';
import { ConflictError, NotConfiguredError, RetryLaterError, UpstreamError } from '../../http/errors';
import {
  SpotifyClient,
  SpotifyGrantError,
  SpotifyRateLimitError,
  type SpotifyTokens,
  SpotifyUnauthorizedError,
  SpotifyUnavailableError,
} from '../../providers/spotify/spotify.client';
import { lockListener } from '../library/listener-lock.repo';
import { TokenCipher } from './token-cipher';

type Ctx = Pick<AppContext, 'env' | 'database' | 'sessionSecret'>;

const SCOPES = 'user-read-currently-playing user-read-playback-state';
/** A consent not finished within this time is refused. */
const CONSENT_TTL_MS = 10 * 60_000;
/** An access token this close to its end is refreshed before use. */
const REFRESH_MARGIN_MS = 60_000;

/** Per process: refreshes in flight (one per listener) and Spotify's Retry-After per listener. */
const refreshing = new Map<string, Promise<string>>();
const waitUntil = new Map<string, number>();

function spotify(ctx: Ctx): SpotifyClient {
  const { env } = ctx;
  if (!env.SPOTIFY_CLIENT_ID) {
    throw new NotConfiguredError(
      'streaming.not_configured',
      'Spotify is not set up on this server: its owner sets SPOTIFY_CLIENT_ID.',
    );
  }
  return new SpotifyClient({
    clientId: env.SPOTIFY_CLIENT_ID,
    clientSecret: env.SPOTIFY_CLIENT_SECRET,
    accountsBaseUrl: env.SPOTIFY_ACCOUNTS_BASE_URL,
    apiBaseUrl: env.SPOTIFY_API_BASE_URL,
  });
}

const cipher = (ctx: Ctx) => new TokenCipher(ctx.sessionSecret);
const notConnected = () => new ConflictError('streaming.not_connected', 'No Spotify account is connected.');
const reconnect = () =>
  new ConflictError('streaming.reconnect', 'Spotify no longer accepts this connection. Connect your account again.');
const unavailable = () =>
  new UpstreamError('streaming.unavailable', 'Spotify could not be reached. Try again in a moment.');

export async function streamingStatus(ctx: Ctx, listenerId: string): Promise<StreamingStatus> {
  const configured = Boolean(ctx.env.SPOTIFY_CLIENT_ID);
  const [account] = await ctx.database.db
    .select({ revokedAt: streamingAccounts.revokedAt })
    .from(streamingAccounts)
    .where(eq(streamingAccounts.listenerId, listenerId));
  return { configured, connected: !!account, hasValidToken: !!account && !account.revokedAt && configured };
}

/**
 * Starts a consent: a fresh state and PKCE verifier are kept for ten minutes, and the listener is
 * sent to Spotify's consent page with the verifier's SHA-256 challenge.
 */
export async function startConsent(ctx: Ctx, listenerId: string, origin: string): Promise<{ authUrl: string }> {
  const client = spotify(ctx);
  const state = randomBytes(24).toString('base64url');
  const codeVerifier = randomBytes(48).toString('base64url');
  const codeChallenge = createHash('sha256').update(codeVerifier).digest('base64url');
  const redirectUri = ctx.env.SPOTIFY_REDIRECT_URI ?? `${origin}/api/spotify/callback`;
  const db = ctx.database.db;
  await db
    .delete(streamingAuthRequests)
    .where(lt(streamingAuthRequests.createdAt, new Date(Date.now() - CONSENT_TTL_MS)));
  await db.insert(streamingAuthRequests).values({ state, listenerId, codeVerifier, redirectUri });
  return { authUrl: client.authorizeUrl({ state, codeChallenge, redirectUri, scope: SCOPES }) };
}

/**
 * Finishes a consent from Spotify's redirect. The state must be one this listener started, not
 * used and not older than ten minutes; it is used up either way. Returns null when connected.
 */
export async function finishConsent(
  ctx: Ctx,
  listenerId: string,
  query: { code?: string; state?: string; error?: string },
): Promise<StreamingCallbackFailure | null> {
  if (!ctx.env.SPOTIFY_CLIENT_ID || !query.state) return 'failed';
  const client = spotify(ctx);
  const db = ctx.database.db;
  const [pending] = await db
    .delete(streamingAuthRequests)
    .where(and(eq(streamingAuthRequests.state, query.state), eq(streamingAuthRequests.listenerId, listenerId)))
    .returning();
  if (!pending || pending.createdAt.getTime() < Date.now() - CONSENT_TTL_MS) return 'expired';
  if (query.error) return 'denied';
  if (!query.code) return 'failed';
  let tokens: SpotifyTokens;
  try {
    tokens = await client.exchangeCode(query.code, pending.codeVerifier, pending.redirectUri);
  } catch (err) {
    if (
      err instanceof SpotifyGrantError ||
      err instanceof SpotifyUnavailableError ||
      err instanceof SpotifyRateLimitError
    )
      return 'failed';
    throw err;
  }
  if (!tokens.refreshToken) return 'failed';
  const box = cipher(ctx);
  const row = {
    accessToken: box.encrypt(tokens.accessToken),
    refreshToken: box.encrypt(tokens.refreshToken),
    expiresAt: tokens.expiresAt,
    scope: tokens.scope,
    revokedAt: null,
    updatedAt: new Date(),
  };
  await db.transaction(async (tx) => {
    await lockListener(tx, listenerId);
    await tx
      .insert(streamingAccounts)
      .values({ listenerId, ...row, connectedAt: new Date() })
      .onConflictDoUpdate({ target: streamingAccounts.listenerId, set: { ...row, connectedAt: new Date() } });
  });
  waitUntil.delete(listenerId);
  return null;
}

/** Forgets the account: its tokens and any consent in progress. */
export async function disconnect(ctx: Ctx, listenerId: string): Promise<{ disconnected: true }> {
  const db = ctx.database.db;
  await db.delete(streamingAccounts).where(eq(streamingAccounts.listenerId, listenerId));
  await db.delete(streamingAuthRequests).where(eq(streamingAuthRequests.listenerId, listenerId));
  refreshing.delete(listenerId);
  waitUntil.delete(listenerId);
  return { disconnected: true };
}

async function loadAccount(ctx: Ctx, listenerId: string) {
  const [account] = await ctx.database.db
    .select()
    .from(streamingAccounts)
    .where(eq(streamingAccounts.listenerId, listenerId));
  return account ?? null;
}

async function markRevoked(ctx: Ctx, listenerId: string): Promise<never> {
  await ctx.database.db
    .update(streamingAccounts)
    .set({ revokedAt: new Date(), updatedAt: new Date() })
    .where(eq(streamingAccounts.listenerId, listenerId));
  throw reconnect();
}

/**
 * Refreshes the access token. Spotify may rotate the refresh token and stop honouring the old one,
 * so the new one is stored in the same write, and only if no other process refreshed first (the
 * stored refresh token is still the one used). A refused refresh token means the listener revoked
 * access, unless another process had meanwhile stored a newer one.
 */
async function refresh(ctx: Ctx, listenerId: string): Promise<string> {
  const box = cipher(ctx);
  const account = await loadAccount(ctx, listenerId);
  if (!account) throw notConnected();
  if (account.revokedAt) throw reconnect();
  let refreshToken: string;
  try {
    refreshToken = box.decrypt(account.refreshToken);
  } catch {
    // Encrypted under another SESSION_SECRET: only a new consent helps.
    return markRevoked(ctx, listenerId);
  }
  let tokens: SpotifyTokens;
  try {
    tokens = await spotify(ctx).refresh(refreshToken);
  } catch (err) {
    if (err instanceof SpotifyGrantError) {
      const now = await loadAccount(ctx, listenerId);
      if (now && now.refreshToken !== account.refreshToken && !now.revokedAt) return box.decrypt(now.accessToken);
      return markRevoked(ctx, listenerId);
    }
    throw err;
  }
  const updated = await ctx.database.db
    .update(streamingAccounts)
    .set({
      accessToken: box.encrypt(tokens.accessToken),
      refreshToken: tokens.refreshToken ? box.encrypt(tokens.refreshToken) : account.refreshToken,
      expiresAt: tokens.expiresAt,
      scope: tokens.scope ?? account.scope,
      updatedAt: new Date(),
    })
    .where(and(eq(streamingAccounts.listenerId, listenerId), eq(streamingAccounts.refreshToken, account.refreshToken)))
    .returning({ listenerId: streamingAccounts.listenerId });
  if (updated.length === 0) {
    // Disconnected meanwhile, or another process stored its own refresh: use what is stored.
    const now = await loadAccount(ctx, listenerId);
    if (!now) throw notConnected();
  }
  return tokens.accessToken;
}

function refreshOnce(ctx: Ctx, listenerId: string): Promise<string> {
  let flight = refreshing.get(listenerId);
  if (!flight) {
    flight = refresh(ctx, listenerId).finally(() => refreshing.delete(listenerId));
    refreshing.set(listenerId, flight);
  }
  return flight;
}

/** A usable access token: the stored one, or a refreshed one when it ends within a minute. */
async function accessToken(ctx: Ctx, listenerId: string): Promise<string> {
  const account = await loadAccount(ctx, listenerId);
  if (!account) throw notConnected();
  if (account.revokedAt) throw reconnect();
  if (account.expiresAt.getTime() - REFRESH_MARGIN_MS > Date.now()) {
    try {
      return cipher(ctx).decrypt(account.accessToken);
    } catch {
      return markRevoked(ctx, listenerId);
    }
  }
  return refreshOnce(ctx, listenerId);
}

/**
 * The episode playing on the listener's account, null when nothing (or music) plays. A refused
 * access token is refreshed once; a 429 is honoured: until its Retry-After passes, Spotify is
 * not called again for this listener and the answer is 429 with the time left.
 */
export async function currentlyPlaying(ctx: Ctx, listenerId: string): Promise<CurrentlyPlaying | null> {
  const client = spotify(ctx);
  const wait = (waitUntil.get(listenerId) ?? 0) - Date.now();
  if (wait > 0) throw busy(Math.ceil(wait / 1000));
  try {
    let playing: Awaited<ReturnType<SpotifyClient['currentlyPlaying']>>;
    try {
      playing = await client.currentlyPlaying(await accessToken(ctx, listenerId));
    } catch (err) {
      if (!(err instanceof SpotifyUnauthorizedError)) throw err;
      try {
        playing = await client.currentlyPlaying(await refreshOnce(ctx, listenerId));
      } catch (again) {
        if (again instanceof SpotifyUnauthorizedError) return markRevoked(ctx, listenerId);
        throw again;
      }
    }
    if (!playing) return null;
    const { durationMs, ...rest } = playing;
    return { ...rest, duration: durationMs };
  } catch (err) {
    if (err instanceof SpotifyRateLimitError) {
      waitUntil.set(listenerId, Date.now() + err.retryAfterSeconds * 1000);
      throw busy(err.retryAfterSeconds);
    }
    if (err instanceof SpotifyUnavailableError) throw unavailable();
    throw err;
  }
}

function busy(seconds: number): RetryLaterError {
  return new RetryLaterError(
    429,
    'streaming.rate_limited',
    `Spotify asked us to wait ${seconds} s before checking again.`,
    seconds,
  );
}
