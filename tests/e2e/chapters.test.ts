import { describe, expect, inject, it } from 'vitest';
import { CHAPTER_PHRASES } from '../../src/server/features/chat/chapters/chapter-phrases';
import { readCatalog } from '../helpers/po-catalog';
import { passAdultCheck } from './helpers/adult-check';
import { freshBrowserPerTest } from './helpers/browser';
import { launchMiniApp } from './helpers/mini-app';
import type { ChapterUser } from './helpers/seed-chapter-users';

const appUrl = inject('appUrl');
const users = inject('chapterUsers');
const browser = freshBrowserPerTest();

/** An English message of the chat catalog, in `lang`. */
function wording(english: string, lang: 'en' | 'ar'): string {
  if (lang === 'en') return english;
  const entry = readCatalog('ar', 'chat').find((item) => item.msgid === english);
  if (!entry?.msgstr) throw new Error(`no Arabic for "${english}"`);
  return entry.msgstr;
}

/**
 * Opens the user's chat in the Telegram harness, sends the message that closes the first chapter,
 * and reads the chapter she wrote in the memory screen.
 */
async function readFirstChapter(user: ChapterUser, lang: 'en' | 'ar', message: string) {
  const app = await launchMiniApp(browser.page, {
    app: `${appUrl}/chat/${user.conversationId}`,
    userId: user.telegramId,
    lang,
  });
  await passAdultCheck(app);
  await app.locator('.bubble-row').first().waitFor();
  if (lang === 'ar') {
    await expect.poll(() => app.evaluate(() => document.documentElement.dir)).toBe('rtl');
  }

  await app.getByRole('textbox', { name: wording('Message', lang) }).fill(message);
  await app.getByRole('button', { name: wording('Send', lang), exact: true }).click();
  await app.locator('.bubble--mine', { hasText: message }).waitFor();
  // Her reply comes after it (the list shows only the rows in view, so rows are not counted).
  const last = app.locator('.bubble-row').last();
  await expect
    .poll(
      async () => `${await last.getAttribute('class')} ${await last.getAttribute('data-status')}`,
      { timeout: 20_000 },
    )
    .toMatch(/^(?!.*bubble-row--mine).* done$/);

  await app.getByRole('link', { name: wording('Memories', lang) }).click();
  const chapters = app.getByRole('region', { name: wording('Chapters', lang) });
  await chapters.waitFor();
  // She writes it in the background: the screen shows it once it is done.
  const title = chapters.locator('.memory__chapter-title').first();
  await expect
    .poll(async () => CHAPTER_PHRASES[lang].titles.includes(await title.innerText()), {
      timeout: 20_000,
    })
    .toBe(true);
  const summary = chapters.locator('.memory__chapter .memory__text').first();
  return { app, chapters, summary: await summary.innerText() };
}

describe('chapters she remembers', () => {
  it('closes the first chapter after 30 messages; the memory screen shows it, edits it and has it written again', async () => {
    const { chapters, summary } = await readFirstChapter(users.english, 'en', 'Good evening!');
    expect(CHAPTER_PHRASES.en.closers.some((closer) => summary.endsWith(closer))).toBe(true);
    expect(summary).toContain('Sam');
    await chapters.getByText('Next chapter: 2 of 30.', { exact: false }).waitFor();

    // Her words, changed by the user, then written again by her.
    const title = chapters.locator('.memory__chapter-title').first();
    await chapters.getByRole('button', { name: 'Edit' }).click();
    await chapters.getByRole('textbox', { name: 'Title' }).fill('Our harbour walks');
    await chapters.getByRole('textbox', { name: 'Summary' }).fill('We walked by the sea.');
    await chapters.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => title.innerText()).toBe('Our harbour walks');
    await chapters.getByText('We walked by the sea.').waitFor();

    await chapters.getByRole('button', { name: 'Write it again' }).click();
    await expect
      .poll(async () => CHAPTER_PHRASES.en.titles.includes(await title.innerText()), {
        timeout: 20_000,
      })
      .toBe(true);
    await chapters.getByRole('button', { name: 'Write it again' }).waitFor();
    expect(await chapters.getByText('We walked by the sea.').count()).toBe(0);
  });

  it('is written in Arabic for an Arabic user, inside Telegram', async () => {
    const { chapters, summary } = await readFirstChapter(users.arabic, 'ar', 'مساء الخير!');
    expect(CHAPTER_PHRASES.ar.closers.some((closer) => summary.endsWith(closer))).toBe(true);
    expect(summary).toContain('سامي');
    await chapters.getByRole('button', { name: wording('Write it again', 'ar') }).waitFor();
  });
});
