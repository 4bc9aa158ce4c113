import { lookup as dnsLookup } from 'node:dns/promises';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { isIP } from 'node:net';
import zlib from 'node:zlib';
import { FeedFetchError, type FetchResult } from './feed-types';
import { isBlockedAddress } from './ip-policy';

export type FetchFeedOptions = {
  etag?: string | null;
  lastModified?: string | null;
  /** Lets feeds on this machine or the local network load (development, tests, self-hosting). */
  allowPrivateHosts: boolean;
  /** Host names (or IP literals) exempt from the private-address rule. */
  allowedHosts: string[];
  timeoutMs?: number;
  maxBytes?: number;
  userAgent?: string;
  /** How host names become addresses (the system resolver unless given). */
  resolve?: ResolveHost;
};

export type ResolveHost = (host: string) => Promise<{ address: string; family: number }[]>;

const systemResolve: ResolveHost = (host) => dnsLookup(host, { all: true, verbatim: true });

const MAX_REDIRECTS = 5;
const DEFAULT_TIMEOUT_MS = 15_000;
const DEFAULT_MAX_BYTES = 20 * 1024 * 1024;
const DEFAULT_USER_AGENT = 'Earshot/0.1 (podcast discovery; +https://github.com/earshot)';
const ACCEPT = 'application/rss+xml, application/atom+xml, application/xml;q=0.9, text/xml;q=0.9, */*;q=0.8';

const formatSeconds = (ms: number) => `${Number((ms / 1000).toFixed(3))} s`;
const formatBytes = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${Number((bytes / 1024 / 1024).toFixed(1))} MB` : `${Number((bytes / 1024).toFixed(1))} KB`;

type Address = { address: string; family: number };

/** FETCH_ALLOW_PRIVATE_HOSTS, or a host listed in FETCH_ALLOWED_HOSTS: the private-address rule does not apply. */
function isExempt(host: string, policy: { allowPrivateHosts: boolean; allowedHosts: string[] }): boolean {
  return policy.allowPrivateHosts || policy.allowedHosts.some((h) => h.toLowerCase() === host.toLowerCase());
}

/** Resolves the host and enforces the private-address rule; returns the addresses to connect to. */
async function checkedAddresses(url: URL, opts: FetchFeedOptions): Promise<Address[]> {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const exempt = isExempt(host, opts);
  let addresses: { address: string; family: number }[];
  if (isIP(host)) {
    addresses = [{ address: host, family: isIP(host) }];
  } else {
    try {
      addresses = await (opts.resolve ?? systemResolve)(host);
    } catch {
      throw new FeedFetchError(`The feed address ${host} could not be found`, 'network');
    }
  }
  if (!exempt && (addresses.length === 0 || addresses.some((a) => isBlockedAddress(a.address)))) {
    throw new FeedFetchError(
      'The feed address points to a private network address, which is not allowed',
      'blocked_address',
    );
  }
  if (addresses.length === 0) throw new FeedFetchError(`The feed address ${host} could not be found`, 'network');
  return addresses;
}

/** Sends one request, connecting only to addresses that were checked (no second DNS answer). */
function request(
  url: URL,
  pinned: Address[],
  headers: Record<string, string>,
  signal: AbortSignal,
): Promise<IncomingMessage> {
  const lookup: LookupFunction = (_host, options, callback) => {
    const first = pinned[0] as Address;
    if (options.all) callback(null, pinned);
    else callback(null, first.address, first.family);
  };
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const req = client.request(url, { method: 'GET', headers, lookup, signal, agent: false }, resolve);
    req.on('error', reject);
    req.end();
  });
}

function decompressed(res: IncomingMessage): NodeJS.ReadableStream {
  const encoding = (res.headers['content-encoding'] ?? '').toLowerCase().trim();
  if (encoding === 'gzip' || encoding === 'x-gzip') return res.pipe(zlib.createGunzip());
  if (encoding === 'deflate') return res.pipe(zlib.createInflate());
  if (encoding === 'br') return res.pipe(zlib.createBrotliDecompress());
  return res;
}

async function readBody(res: IncomingMessage, maxBytes: number): Promise<Buffer> {
  const tooLarge = () => new FeedFetchError(`The feed is larger than ${formatBytes(maxBytes)}`, 'too_large');
  const declared = Number(res.headers['content-length']);
  if (Number.isFinite(declared) && declared > maxBytes) {
    res.destroy();
    throw tooLarge();
  }
  const chunks: Buffer[] = [];
  let size = 0;
  const stream = decompressed(res);
  for await (const chunk of stream) {
    const buf = chunk as Buffer;
    size += buf.length;
    if (size > maxBytes) {
      res.destroy();
      throw tooLarge();
    }
    chunks.push(buf);
  }
  return Buffer.concat(chunks);
}

/**
 * Fetches a feed safely: http(s) only; every redirect hop (at most 5) is resolved and refused when
 * it points at a private address, and the connection goes to the very address that was checked;
 * conditional GET; the body is decompressed and capped while streaming; one total time limit.
 * Failures are FeedFetchError with a reason and a message fit for a listener.
 */
export async function fetchFeed(url: string, opts: FetchFeedOptions): Promise<FetchResult> {
  const timeoutMs = opts.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const maxBytes = opts.maxBytes ?? DEFAULT_MAX_BYTES;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  const headers: Record<string, string> = {
    'user-agent': opts.userAgent ?? DEFAULT_USER_AGENT,
    accept: ACCEPT,
    'accept-encoding': 'gzip, deflate, br',
  };
  if (opts.etag) headers['if-none-match'] = opts.etag;
  if (opts.lastModified) headers['if-modified-since'] = opts.lastModified;

  try {
    let current = parseFeedUrl(url);
    for (let hop = 0; ; hop++) {
      const pinned = await checkedAddresses(current, opts);
      if (controller.signal.aborted) throw new Error('aborted');
      const res = await request(current, pinned, headers, controller.signal);
      const status = res.statusCode ?? 0;
      const location = res.headers.location;
      if (status >= 300 && status < 400 && status !== 304 && location) {
        res.resume();
        if (hop >= MAX_REDIRECTS) {
          throw new FeedFetchError(`The feed redirected more than ${MAX_REDIRECTS} times`, 'redirects');
        }
        current = parseFeedUrl(new URL(location, current).href);
        continue;
      }
      if (status === 304) {
        res.resume();
        return { notModified: true, url: current.href };
      }
      if (status < 200 || status >= 300) {
        res.resume();
        const text = res.statusMessage || http.STATUS_CODES[status] || '';
        throw new FeedFetchError(`The feed answered ${status} ${text}`.trim(), 'http_status', status);
      }
      const body = await readBody(res, maxBytes);
      const header = (name: string) => {
        const value = res.headers[name];
        return (Array.isArray(value) ? value[0] : value) ?? null;
      };
      return {
        notModified: false,
        url: current.href,
        body,
        contentType: header('content-type'),
        etag: header('etag'),
        lastModified: header('last-modified'),
      };
    }
  } catch (err) {
    if (controller.signal.aborted) {
      throw new FeedFetchError(`The feed took longer than ${formatSeconds(timeoutMs)} to answer`, 'timeout');
    }
    if (err instanceof FeedFetchError) throw err;
    const code = (err as NodeJS.ErrnoException).code;
    const detail = code === 'ECONNREFUSED' ? 'refused the connection' : code ? `failed (${code})` : 'failed';
    throw new FeedFetchError(`The connection to the feed ${detail}`, 'network');
  } finally {
    clearTimeout(timer);
  }
}

function parseFeedUrl(input: string): URL {
  let url: URL;
  try {
    url = new URL(input.trim());
  } catch {
    throw new FeedFetchError('The feed address is not a valid URL', 'bad_url');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new FeedFetchError('The feed address must start with http:// or https://', 'bad_url');
  }
  return url;
}

/** What a fetch asks for; the address policy belongs to the fetcher. */
export type FetchRequestOptions = Omit<FetchFeedOptions, 'allowPrivateHosts' | 'allowedHosts' | 'resolve'>;

/** Fetches anything outside (feeds, transcripts, audio, pages) under one address policy. */
export type SafeFetcher = (url: string, opts?: FetchRequestOptions) => Promise<FetchResult>;

/**
 * Whether an address is refused by the private-address rule without looking anything up: an IP
 * literal in a private range, or `localhost`. Names that resolve to private addresses are caught
 * when fetched; this lets a form say so at once for the addresses that need no lookup.
 */
export function isPlainlyRefused(url: string, policy: { allowPrivateHosts: boolean; allowedHosts: string[] }): boolean {
  let host: string;
  try {
    host = new URL(url).hostname.replace(/^\[|\]$/g, '').toLowerCase();
  } catch {
    return false;
  }
  if (isExempt(host, policy)) return false;
  if (host === 'localhost' || host.endsWith('.localhost')) return true;
  return isIP(host) !== 0 && isBlockedAddress(host);
}

/** The fetcher for a policy: FETCH_ALLOW_PRIVATE_HOSTS, FETCH_ALLOWED_HOSTS and a resolver. */
export function createSafeFetcher(policy: {
  allowPrivateHosts: boolean;
  allowedHosts: string[];
  resolve?: ResolveHost;
}): SafeFetcher {
  return (url, opts = {}) => fetchFeed(url, { ...opts, ...policy });
}
