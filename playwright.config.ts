import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 5300);
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
    },
  },
});
