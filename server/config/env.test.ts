import { describe, expect, it } from 'vitest';
import { ConfigError, parseEnv } from './env';

describe('configuration', () => {
  it('runs on its embedded defaults with nothing set', () => {
    const env = parseEnv({});
    expect(env).toMatchObject({
      PORT: 5000,
      HOST: '127.0.0.1',
      DATA_DIR: './data',
      AI_PROVIDER: 'local',
      TRANSCRIBE_PROVIDER: 'local',
      FETCH_ALLOW_PRIVATE_HOSTS: false,
      FETCH_ALLOWED_HOSTS: [],
    });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.PODCASTINDEX_BASE_URL).toBe('https://api.podcastindex.org/api/1.0');
    expect(env.OPENAI_TIMEOUT_MS).toBe(20_000);
    expect(env.DATABASE_POOL_SIZE).toBe(5);
  });

  it('parses lists, booleans and numbers', () => {
    const env = parseEnv({
      PORT: '8080',
      DATABASE_POOL_SIZE: '16',
      FETCH_ALLOW_PRIVATE_HOSTS: 'true',
      FETCH_ALLOWED_HOSTS: 'Feeds.Example.com, cdn.example.org ,',
    });
    expect(env.PORT).toBe(8080);
    expect(env.DATABASE_POOL_SIZE).toBe(16);
    expect(env.FETCH_ALLOW_PRIVATE_HOSTS).toBe(true);
    expect(env.FETCH_ALLOWED_HOSTS).toEqual(['feeds.example.com', 'cdn.example.org']);
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ AI_PROVIDER: 'magic' }, 'AI_PROVIDER'],
    [{ FETCH_ALLOW_PRIVATE_HOSTS: 'maybe' }, 'FETCH_ALLOW_PRIVATE_HOSTS'],
    [{ SESSION_SECRET: 'short' }, 'SESSION_SECRET'],
    [{ OPENAI_BASE_URL: 'not a url' }, 'OPENAI_BASE_URL'],
    [{ PODCASTINDEX_BASE_URL: 'not a url' }, 'PODCASTINDEX_BASE_URL'],
    [{ OPENAI_TIMEOUT_MS: '0' }, 'OPENAI_TIMEOUT_MS'],
    [{ DATABASE_POOL_SIZE: '1' }, 'DATABASE_POOL_SIZE'],
  ])('stops with a message naming the bad variable: %o', (source, name) => {
    expect(() => parseEnv(source)).toThrow(ConfigError);
    expect(() => parseEnv(source)).toThrow(new RegExp(`${name}:`));
  });

  it('refuses a public HOST without ADMIN_TOKEN', () => {
    expect(() => parseEnv({ HOST: '0.0.0.0' })).toThrow(/HOST: listening on 0.0.0.0 needs ADMIN_TOKEN/);
    expect(parseEnv({ HOST: '0.0.0.0', ADMIN_TOKEN: 'a-long-enough-admin-token' }).HOST).toBe('0.0.0.0');
  });

  it('shares work between processes only on PostgreSQL, and web processes share one session secret', () => {
    expect(() => parseEnv({ ROLE: 'worker' })).toThrow(/ROLE: worker shares the work .* needs DATABASE_URL/);
    const db = { DATABASE_URL: 'postgres://u:p@db.example/earshot' };
    expect(parseEnv({ ROLE: 'worker', ...db }).ROLE).toBe('worker');
    expect(() => parseEnv({ ROLE: 'web', ...db })).toThrow(/SESSION_SECRET/);
    expect(parseEnv({ ROLE: 'web', ...db, SESSION_SECRET: 'x'.repeat(32) }).ROLE).toBe('web');
    expect(() => parseEnv({ ROLE: 'cron' })).toThrow(/ROLE:/);
  });

  it('starts several web processes on one port only on PostgreSQL, and never as a worker', () => {
    const db = { DATABASE_URL: 'postgres://u:p@db.example/earshot' };
    expect(parseEnv({}).WEB_PROCESSES).toBe(1);
    expect(() => parseEnv({ WEB_PROCESSES: '2' })).toThrow(
      /WEB_PROCESSES: several web processes .* needs DATABASE_URL/,
    );
    expect(parseEnv({ WEB_PROCESSES: '2', ...db }).WEB_PROCESSES).toBe(2);
    expect(() => parseEnv({ WEB_PROCESSES: '2', ROLE: 'worker', ...db })).toThrow(
      /WEB_PROCESSES: a worker serves nothing/,
    );
    expect(() => parseEnv({ WEB_PROCESSES: '0', ...db })).toThrow(/WEB_PROCESSES:/);
    expect(() => parseEnv({ WEB_PROCESSES: 'two', ...db })).toThrow(/WEB_PROCESSES:/);
  });

  it('needs a key or a base URL for the openai provider', () => {
    expect(() => parseEnv({ AI_PROVIDER: 'openai' })).toThrow(/OPENAI_API_KEY or OPENAI_BASE_URL/);
    expect(parseEnv({ AI_PROVIDER: 'openai', OPENAI_BASE_URL: 'http://127.0.0.1:11434' }).AI_PROVIDER).toBe('openai');
  });
});
