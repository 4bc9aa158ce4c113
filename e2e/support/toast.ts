import type { Page } from '@playwright/test';

/**
 * A toast's title or description, looked up inside the toast viewport. Radix also announces each
 * toast through a live region with the same words, so a page-wide lookup can match twice.
 */
export const toast = (page: Page, text: string) =>
  page.getByRole('region', { name: /Notifications/ }).getByText(text, { exact: true });
