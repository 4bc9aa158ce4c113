import { defineConfig } from '@playwright/test';
import { E2E_PORT, SPOTIFY_FAKE_PORT, YOUTUBE_FAKE_PORT } from './e2e/support/ports';

const port = E2E_PORT;
const dataDir = `/tmp/earshot-e2e-${process.pid}`;

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    browserName: 'chromium',
    trace: 'off',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--autoplay-policy=no-user-gesture-required',
      ],
    },
  },
  webServer: {
    // The real server on a fresh embedded database; loopback feeds are allowed for the journeys.
    command: `rm -rf ${dataDir} && npx tsx server/main.ts`,
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      FETCH_ALLOW_PRIVATE_HOSTS: 'true',
      LOG_LEVEL: 'warn',
      E2E_FIXTURE_PORT: String(port + 1),
      // Spotify and the YouTube Data API are loopback fakes the journeys start (e2e/streaming-video.spec.ts).
      SPOTIFY_CLIENT_ID: 'e2e-client',
      SPOTIFY_ACCOUNTS_BASE_URL: `http://127.0.0.1:${SPOTIFY_FAKE_PORT}`,
      SPOTIFY_API_BASE_URL: `http://127.0.0.1:${SPOTIFY_FAKE_PORT}`,
      YOUTUBE_API_KEY: 'e2e-key',
      YOUTUBE_API_BASE_URL: `http://127.0.0.1:${YOUTUBE_FAKE_PORT}/youtube/v3`,
    },
  },
});
