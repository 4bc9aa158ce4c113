import { z } from 'zod';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const list = z.string().transform((v) =>
  v
    .split(',')
    .map((s) => s.trim().toLowerCase())
    .filter(Boolean),
);

const optional = z
  .string()
  .optional()
  .transform((v) => (v?.trim() ? v.trim() : undefined));

/** PostgreSQL connections per process when DATABASE_POOL_SIZE is not set (see below). */
export const DEFAULT_DATABASE_POOL_SIZE = 5;

/** Every setting of DESIGN §5. Nothing else in the server reads process.env. */
export const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(5000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  ROLE: z
    .enum(['all', 'web', 'worker'])
    .default('all')
    .describe('all: serve and run jobs; web: serve only; worker: run jobs only (web and worker need DATABASE_URL)'),
  DATABASE_URL: optional.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
      .optional(),
  ),
  /**
   * Connections each process keeps to PostgreSQL. More than the database's cores can run at once
   * only makes every query wait longer: on 2 cores shared with the app, 5 served the most with the
   * shortest tail. Raise it for a bigger database server (about twice its cores, shared among processes).
   */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(2).max(200).default(DEFAULT_DATABASE_POOL_SIZE),
  /**
   * Servers this command starts on one port, each its own process (see server/cluster.ts): one
   * process serves on one core. Above 1 it needs DATABASE_URL.
   */
  WEB_PROCESSES: z.coerce.number().int().min(1).max(64).default(1),
  ADMIN_TOKEN: optional.pipe(z.string().min(16, 'must be at least 16 characters').optional()),
  SESSION_SECRET: optional.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
  /** Host names the app is reached by besides loopback and HOST (a DNS-rebinding defence). */
  PUBLIC_HOSTS: list.default([]),
  /** Expensive calls (search, ask, speech to text, syncs, batches) each allowed per listener a minute; 0 turns the limit off. */
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(0).max(100_000).default(60),
  /** Behind a reverse proxy: read the client's scheme and address from X-Forwarded-* headers. */
  TRUST_PROXY: bool.default(false),
  FETCH_ALLOW_PRIVATE_HOSTS: bool.default(false),
  FETCH_ALLOWED_HOSTS: list.default([]),
  AI_PROVIDER: z.enum(['local', 'openai']).default('local'),
  OPENAI_API_KEY: optional,
  OPENAI_BASE_URL: optional.pipe(z.url().optional()),
  OPENAI_CHAT_MODEL: z.string().default('gpt-4o-mini'),
  OPENAI_EMBEDDING_MODEL: z.string().default('text-embedding-3-small'),
  /** Dimensions the embedding model answers with (1536 for text-embedding-3-small). */
  OPENAI_EMBEDDING_DIMENSIONS: z.coerce.number().int().min(8).max(8192).multipleOf(8).default(1536),
  /** Where episode meaning comes from: `local` (Universal Sentence Encoder lite, no key) or `openai`. */
  EMBEDDING_PROVIDER: z.enum(['local', 'openai']).default('local'),
  /**
   * Where episode vectors are ranked: `auto` uses pgvector on a PostgreSQL server that has the
   * extension and the in-memory index on the embedded database; `pgvector` requires it (PGlite
   * ships it too); `memory` never uses it.
   */
  VECTOR_INDEX: z.enum(['auto', 'pgvector', 'memory']).default('auto'),
  OPENAI_TRANSCRIBE_MODEL: z.string().default('whisper-1'),
  OPENAI_TIMEOUT_MS: z.coerce.number().int().min(1).default(20_000),
  TRANSCRIBE_PROVIDER: z.enum(['local', 'openai', 'none']).default('local'),
  PODCASTINDEX_API_KEY: optional,
  PODCASTINDEX_API_SECRET: optional,
  PODCASTINDEX_BASE_URL: optional.pipe(z.url().default('https://api.podcastindex.org/api/1.0')),
  /** The show directory searched by name in Add Creator (the keyless iTunes Search API or a mirror). */
  ITUNES_BASE_URL: optional.pipe(z.url().default('https://itunes.apple.com')),
  /** With a key, followed channels sync through the YouTube Data API (all uploads, durations, views). */
  YOUTUBE_API_KEY: optional,
  YOUTUBE_API_BASE_URL: optional.pipe(z.url().default('https://www.googleapis.com/youtube/v3')),
  /** A Spotify app's client id turns on connecting a listener's account (authorization code with PKCE). */
  SPOTIFY_CLIENT_ID: optional,
  /** Optional: PKCE needs no secret; with one, token calls also authenticate the app. */
  SPOTIFY_CLIENT_SECRET: optional,
  /** Where Spotify sends the listener back; default: this server's /api/spotify/callback as reached. */
  SPOTIFY_REDIRECT_URI: optional.pipe(z.url().optional()),
  SPOTIFY_ACCOUNTS_BASE_URL: optional.pipe(z.url().default('https://accounts.spotify.com')),
  SPOTIFY_API_BASE_URL: optional.pipe(z.url().default('https://api.spotify.com')),
  S3_ENDPOINT: optional.pipe(z.url().optional()),
  S3_BUCKET: optional,
  S3_ACCESS_KEY_ID: optional,
  S3_SECRET_ACCESS_KEY: optional,
  S3_REGION: optional,
  FEED_REFRESH_CRON: z.string().default('*/30 * * * *'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type Env = z.infer<typeof EnvSchema>;

export class ConfigError extends Error {}

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '::1']);

/** Parses the environment once; a bad value stops start-up with a message naming the variable. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = EnvSchema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const env = result.data;
  if (!LOOPBACK.has(env.HOST) && !env.ADMIN_TOKEN) {
    throw new ConfigError(`Invalid configuration:\n  HOST: listening on ${env.HOST} needs ADMIN_TOKEN to be set`);
  }
  if (env.EMBEDDING_PROVIDER === 'openai' && !env.OPENAI_API_KEY && !env.OPENAI_BASE_URL) {
    throw new ConfigError(
      'Invalid configuration:\n  EMBEDDING_PROVIDER: openai needs OPENAI_API_KEY or OPENAI_BASE_URL',
    );
  }
  if (env.AI_PROVIDER === 'openai' && !env.OPENAI_API_KEY && !env.OPENAI_BASE_URL) {
    throw new ConfigError('Invalid configuration:\n  AI_PROVIDER: openai needs OPENAI_API_KEY or OPENAI_BASE_URL');
  }
  if (env.ROLE !== 'all' && !env.DATABASE_URL) {
    throw new ConfigError(
      `Invalid configuration:\n  ROLE: ${env.ROLE} shares the work with other processes, which needs DATABASE_URL (the embedded database belongs to one process)`,
    );
  }
  if (env.WEB_PROCESSES > 1 && !env.DATABASE_URL) {
    throw new ConfigError(
      'Invalid configuration:\n  WEB_PROCESSES: several web processes share one database, which needs DATABASE_URL (the embedded database belongs to one process)',
    );
  }
  if (env.WEB_PROCESSES > 1 && env.ROLE === 'worker') {
    throw new ConfigError(
      'Invalid configuration:\n  WEB_PROCESSES: a worker serves nothing; start more workers instead',
    );
  }
  if (env.ROLE === 'web' && !env.SESSION_SECRET) {
    throw new ConfigError(
      'Invalid configuration:\n  ROLE: web processes must all sign listener cookies with one SESSION_SECRET; set it',
    );
  }
  if (env.S3_BUCKET && (!env.S3_ACCESS_KEY_ID || !env.S3_SECRET_ACCESS_KEY)) {
    throw new ConfigError(
      'Invalid configuration:\n  S3_BUCKET: S3 storage needs S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY',
    );
  }
  return env;
}

/**
 * The configuration of a command started from a shell (the server, the demo seeder). A bad value
 * ends the process with the message naming the variable rather than a stack trace.
 */
export function parseEnvOrExit(source: Record<string, string | undefined>): Env {
  try {
    return parseEnv(source);
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
}
