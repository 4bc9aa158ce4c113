import { expect, test } from '@playwright/test';

const LINKS = [
  ['Search', '/search'],
  ['My Audiobooks', '/audiobooks'],
  ['My Playlist', '/playlist'],
  ['Save for Later', '/saved'],
  ['Conversations', '/conversations'],
  ['History', '/history'],
  ['My Creators', '/creators'],
] as const;

test.describe('navigation', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('/ redirects to /search with Search active', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/search$/);
    await expect(page.getByRole('heading', { name: 'Find Your Perfect Podcast Episode' })).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Search', exact: true })).toHaveAttribute('aria-current', 'page');
  });

  test('every header link navigates and becomes the active one', async ({ page }) => {
    await page.goto('/search');
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const [label, path] of LINKS) {
      await nav.getByRole('link', { name: label, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(nav.locator('a[aria-current="page"]')).toHaveText(label);
      await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toHaveCount(0);
    }
  });

  test('the logo leads home, which is the search page', async ({ page }) => {
    await page.goto('/history');
    await page.getByRole('link', { name: 'Earshot' }).click();
    await expect(page).toHaveURL(/\/search$/);
  });

  test('an unknown path shows the 404 card', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
    await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible();
  });
});

test.describe('side menu on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('opens from the menu button and closes after a link is chosen', async ({ page }) => {
    await page.goto('/search');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog');
    await expect(menu).toBeVisible();
    await menu.getByRole('link', { name: 'My Creators' }).click();
    await expect(menu).toBeHidden();
    await expect(page).toHaveURL(/\/creators$/);
    await expect(page.getByRole('heading', { name: 'My Creators' })).toBeVisible();

    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('dialog').locator('a[aria-current="page"]')).toHaveText('My Creators');
  });
});
