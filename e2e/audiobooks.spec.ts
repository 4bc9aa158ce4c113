import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { makeSpokenBook } from '../server/modules/audiobooks/test/spoken-book';
import { toast } from './support/toast';

/*
 * The audiobook journey on the real server and the embedded defaults: a spoken book (espeak-ng,
 * joined by ffmpeg with chapter marks) goes through the upload form, is transcribed on this
 * machine by pocketsphinx, and is then played and chatted with.
 */

const BOOK = {
  title: 'The Beekeeper of Hollow Lane',
  author: 'Mara Quill',
  chapters: [
    {
      title: 'Spring Hives',
      text: 'In spring the beekeeper opened every hive in the orchard. The bees had survived the winter on stored honey. She counted the frames of brood and found a healthy queen in each colony. The apple trees were in bloom and the bees flew from flower to flower all day long.',
    },
    {
      title: 'The Swarm',
      text: 'In early summer one colony made new queens and half of the bees left with the old queen. The swarm hung from a branch of the pear tree like a dark brown beard. The beekeeper shook the swarm into an empty box and carried it to a new hive at the end of the garden.',
    },
    {
      title: 'The Harvest',
      text: 'In late summer the honey was ready. The beekeeper took the heavy frames to the kitchen and cut the wax caps with a warm knife. The honey ran into jars, golden and thick, and she gave the first jar to her neighbour who owned the orchard.',
    },
  ],
};

let dir = '';
let bookPath = '';

test.beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'e2e-audiobook-'));
  bookPath = join(dir, 'The Beekeeper of Hollow Lane.m4b');
  makeSpokenBook(bookPath, BOOK);
  writeFileSync(join(dir, 'chapters.zip'), Buffer.concat([Buffer.from('PK\u0003\u0004'), Buffer.alloc(200)]));
  writeFileSync(join(dir, 'notes.txt'), 'not a book');
});

test.afterAll(() => rmSync(dir, { recursive: true, force: true }));

test('the upload form says what is missing or wrong before anything is sent', async ({ page }) => {
  await page.goto('/audiobooks');
  await expect(page.getByRole('tab', { name: 'Library (0)' })).toBeVisible();
  await page.getByRole('tab', { name: 'Upload New' }).click();
  await page.getByRole('button', { name: 'Upload Audiobook' }).click();
  await expect(page.getByText('Please select an audio file')).toBeVisible();
  await expect(page.getByText('Title is required')).toBeVisible();
  await expect(page.getByText('Author is required')).toBeVisible();

  await page.setInputFiles('#book-file', join(dir, 'chapters.zip'));
  await expect(page.getByText(/ZIP uploads are temporarily unsupported/)).toBeVisible();
  await page.setInputFiles('#book-file', join(dir, 'notes.txt'));
  await expect(page.getByText('Please select a valid audio file (MP3, WAV, M4A, AAC)')).toBeVisible();
});

test('a listener uploads a spoken book, watches it transcribe, plays it and chats with it', async ({ page }) => {
  test.setTimeout(240_000);
  await page.goto('/audiobooks');
  await page.getByRole('tab', { name: 'Upload New' }).click();
  await page.setInputFiles('#book-file', bookPath);
  // Title and author come from the file's own tags.
  await expect(page.getByLabel('Title *')).toHaveValue(BOOK.title);
  await expect(page.getByLabel('Author *')).toHaveValue(BOOK.author);
  await page.getByLabel('Narrator').fill('Sam Reed');
  await page.getByLabel('Publish year').fill('2025');
  await page.getByRole('button', { name: 'Upload Audiobook' }).click();

  // Back on the library with the new book, whose status moves on to completed.
  await expect(page.getByRole('tab', { name: 'Library (1)' })).toHaveAttribute('data-state', 'active');
  await expect(toast(page, 'Audiobook uploaded successfully! Transcription will begin shortly.')).toBeVisible();
  const card = page.getByTestId('audiobook-card').filter({ hasText: BOOK.title });
  await expect(card.getByText(/Read by Sam Reed · .*2025/)).toBeVisible();
  await expect(card.getByText('Transcribed', { exact: true })).toBeVisible({ timeout: 180_000 });

  // Play Audio opens the plain player page in a new tab.
  const [player] = await Promise.all([
    page.context().waitForEvent('page'),
    card.getByRole('link', { name: 'Play Audio' }).click(),
  ]);
  await expect(player.locator('audio')).toHaveAttribute('src', /\/api\/audiobooks\/[0-9a-f-]+\/stream/);
  await expect(player.getByRole('link', { name: 'The Harvest' })).toBeVisible();
  await player.close();

  await card.getByRole('link', { name: 'Chat with Book' }).click();
  await expect(page.getByRole('heading', { name: BOOK.title })).toBeVisible();
  await expect(page.getByRole('button', { name: /The Swarm/ })).toBeVisible();

  // Saving before asking anything says there is nothing to save.
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Start a conversation first before saving.')).toBeVisible();

  // Local speech to text (pocketsphinx) hears a synthetic voice poorly; "ready" is a word it keeps.
  await page.getByLabel('Your question about the book').fill('When was the honey ready?');
  await page.getByRole('button', { name: 'Send' }).click();
  const answer = page.locator('[data-message="ai"]').first();
  await expect(answer).toBeVisible({ timeout: 20_000 });
  await expect(answer).toContainText('the book says');

  // A cited moment seeks the book's player there.
  const stamp = answer.getByRole('link', { name: /^Play from / }).first();
  const label = (await stamp.textContent())?.replace(/[[\]]/g, '') ?? '0:00';
  const [m, s] = label.split(':').map(Number);
  await stamp.click();
  await expect
    .poll(() => page.getByTestId('book-audio').evaluate((el: HTMLAudioElement) => el.currentTime))
    .toBeGreaterThanOrEqual(m * 60 + s - 1);

  await page.getByRole('button', { name: 'Save' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Conversation Saved')).toBeVisible();
  await expect(page).toHaveURL(/conversationId=/);

  await page.goto('/conversations');
  await expect(page.getByText(`Audiobook: ${BOOK.author}`).first()).toBeVisible();

  // Deleting asks first, then the book is gone.
  await page.goto('/audiobooks');
  await page.getByRole('button', { name: `Delete ${BOOK.title}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('tab', { name: 'Library (0)' })).toBeVisible();
});
