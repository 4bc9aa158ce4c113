import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';

/** Every screen (and the panels a listener opens on it), scanned by axe at desktop and phone sizes. */
const SCREENS: [string, string, (page: Page) => Promise<void>][] = [
  ['search', '/search', async () => {}],
  [
    'search, advanced filters',
    '/search',
    async (page) => {
      await page.getByRole('button', { name: 'Advanced filters' }).click();
    },
  ],
  [
    'auto search',
    '/search',
    async (page) => {
      await page.getByRole('tab', { name: 'Auto Search' }).click();
    },
  ],
  [
    'video search',
    '/search',
    async (page) => {
      await page.getByRole('tab', { name: 'Video Search' }).click();
    },
  ],
  ['audiobooks', '/audiobooks', async () => {}],
  [
    'audiobooks, upload form',
    '/audiobooks',
    async (page) => {
      await page.getByRole('tab', { name: 'Upload New' }).click();
      await page.getByRole('button', { name: 'Upload Audiobook' }).click();
    },
  ],
  ['audiobook chat, not found', '/audiobooks/00000000-0000-4000-8000-000000000000/chat', async () => {}],
  [
    'assistant overlay',
    '/search',
    async (page) => {
      await page.getByRole('button', { name: 'Open Borris, the podcast assistant' }).click();
      await page.getByRole('dialog').waitFor();
      await page.getByLabel('Ask about podcasts').fill('something about sleep');
      await page.getByRole('button', { name: 'Send' }).click();
      await page.locator('[data-message="assistant"]').nth(1).waitFor();
    },
  ],
  ['playlist', '/playlist', async () => {}],
  ['saved', '/saved', async () => {}],
  ['conversations', '/conversations', async () => {}],
  ['history', '/history', async () => {}],
  ['creators', '/creators', async () => {}],
  [
    'creators, add dialog',
    '/creators',
    async (page) => {
      await page
        .getByRole('button', { name: /Add Creator/ })
        .first()
        .click();
      await page.getByRole('dialog').waitFor();
    },
  ],
  ['auto-queue', '/auto-queue', async () => {}],
  ['admin', '/admin', async () => {}],
  ['not found', '/no-such-screen', async () => {}],
];

for (const [size, viewport] of [
  ['desktop', { width: 1366, height: 900 }],
  ['phone', { width: 390, height: 844 }],
] as const) {
  test.describe(`accessibility at ${size} size`, () => {
    test.use({ viewport });
    for (const [name, path, open] of SCREENS) {
      test(`${name} has no serious or critical violations`, async ({ page }) => {
        await page.goto(path);
        await page.getByRole('main').waitFor();
        await open(page);
        await page.waitForLoadState('networkidle');
        const { violations } = await new AxeBuilder({ page }).analyze();
        const serious = violations
          .filter((v) => v.impact === 'serious' || v.impact === 'critical')
          .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
        expect(serious).toEqual([]);
        // Nothing wider than the screen.
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow).toBeLessThanOrEqual(0);
      });
    }
  });
}
