import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { freshBrowserPerTest } from './helpers/browser';
import { LONG_CONVERSATION_SIZE, longConversationText } from './helpers/seed-test-users';

const appUrl = inject('appUrl');
const history = inject('longConversation');
const browser = freshBrowserPerTest();

/** Far fewer rows than the 10,000 messages: only those near the view are in the document. */
const MAX_ROWS_IN_DOCUMENT = 80;

/** Opens the seeded conversation as its owner, signed in and past the adult check. */
async function openLongConversation(page: Page) {
  await page.addInitScript((session) => {
    localStorage.setItem('token', session.token);
    localStorage.setItem('uid', session.uid);
    localStorage.setItem('tokenIssuedAt', String(Date.now()));
    localStorage.setItem('hiddenNotices', JSON.stringify(['adultCheck']));
  }, history);
  await page.goto(`${appUrl}/chat/${history.conversationId}`);
}

const rowOf = (page: Page, number: number) =>
  page.locator('.bubble-row', { hasText: `Message #${number}:` });

/** The box of `locator` relative to the scrolling message list's visible area. */
async function placeInList(page: Page, locator: Locator) {
  const list = await page.locator('.conversation').boundingBox();
  const box = await locator.boundingBox();
  if (!list || !box) return null;
  return { top: box.y - list.y, bottom: box.y + box.height - list.y, listHeight: list.height };
}

/** Waits until `locator` is inside the list's visible area. */
async function expectInView(page: Page, locator: Locator) {
  await expect
    .poll(async () => {
      const place = await placeInList(page, locator);
      return place !== null && place.top >= 0 && place.bottom <= place.listHeight + 0.5;
    })
    .toBe(true);
}

/** The number of the row in the middle of the list's visible area, and where its top is. */
const middleRow = (page: Page) =>
  page.evaluate(() => {
    const list = document.querySelector('.conversation') as HTMLElement;
    const box = list.getBoundingClientRect();
    const row = document
      .elementFromPoint(box.left + box.width / 2, box.top + box.height / 2)
      ?.closest('.conversation__item');
    const text = row?.textContent?.match(/Message #(\d+):/)?.[1];
    return text && row ? { number: Number(text), top: row.getBoundingClientRect().top } : null;
  });

const nextFrames = (page: Page) =>
  page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );

describe('a conversation with 10,000 messages', () => {
  it('opens on the newest message and scrolls back through older pages without jumps', async () => {
    const { page } = browser;
    // Pages of older messages answer slowly, so each one lands while the test is watching.
    const listPath = '/api/v1/session/message/list';
    let pageLoads = 0;
    let pagesAsked = 0;
    let pagesEnded = 0;
    page.on('request', (request) => {
      if (request.url().endsWith(listPath)) pagesAsked++;
    });
    page.on('requestfinished', (request) => {
      if (!request.url().endsWith(listPath)) return;
      pageLoads++;
      pagesEnded++;
    });
    page.on('requestfailed', (request) => {
      if (request.url().endsWith(listPath)) pagesEnded++;
    });
    await page.route(`**${listPath}`, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 300));
      await route.continue();
    });
    await openLongConversation(page);
    await expectInView(page, rowOf(page, LONG_CONVERSATION_SIZE));
    const newest = await placeInList(page, rowOf(page, LONG_CONVERSATION_SIZE));
    expect(newest?.bottom).toBeGreaterThan((newest?.listHeight ?? 0) - 24);
    expect(await page.locator('.bubble-row').count()).toBeLessThan(MAX_ROWS_IN_DOCUMENT);
    let loadsWatched = 0;

    for (let step = 0; step < 60 && (await rowOf(page, 9800).count()) === 0; step++) {
      await page.locator('.conversation').evaluate((list) => list.scrollBy(0, -700));
      await nextFrames(page);
      const before = await middleRow(page);
      expect(before).not.toBeNull();
      const loadsBefore = pageLoads;
      // Whatever arrives meanwhile (an older page, measured heights) must not move this row:
      // every page asked for so far lands and is laid out before the row is looked at again.
      await expect.poll(() => pagesAsked - pagesEnded).toBe(0);
      await nextFrames(page);
      const after = await middleRow(page);
      expect(after?.number).toBe(before?.number);
      expect(Math.abs((after?.top ?? 0) - (before?.top ?? 0))).toBeLessThan(1);
      if (pageLoads > loadsBefore) loadsWatched++;
      expect(await page.locator('.bubble-row').count()).toBeLessThan(MAX_ROWS_IN_DOCUMENT);
    }
    expect(loadsWatched).toBeGreaterThanOrEqual(3);
    await rowOf(page, 9800).scrollIntoViewIfNeeded();
    await expectInView(page, rowOf(page, 9800));
    expect(await rowOf(page, 9800).innerText()).toContain(longConversationText(9800));
    // Far from the newest message now, so it is no longer in the document.
    expect(await rowOf(page, LONG_CONVERSATION_SIZE).count()).toBe(0);
    expect(await page.locator('.bubble-row').count()).toBeLessThan(MAX_ROWS_IN_DOCUMENT);
  });

  it('follows a growing reply at the bottom, and leaves the person where they scrolled to', async () => {
    const { page } = browser;
    await openLongConversation(page);
    await expectInView(page, rowOf(page, LONG_CONVERSATION_SIZE));
    const lastRow = page.locator('.bubble-row').last();
    const replyText = () => lastRow.innerText();

    await page.getByRole('textbox', { name: 'Message' }).fill('Tell me a long story');
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await expect
      .poll(async () => (await lastRow.getAttribute('data-status')) === 'streaming')
      .toBe(true);
    // At the bottom, the newest text stays in view as the reply grows.
    const startLength = (await replyText()).length;
    await expect.poll(async () => (await replyText()).length).toBeGreaterThan(startLength + 10);
    await expectInView(page, lastRow);

    // Scrolled up to read, the messages on screen stay put while the reply keeps growing.
    await page.locator('.conversation').evaluate((list) => list.scrollBy(0, -150));
    await nextFrames(page);
    const before = await middleRow(page);
    const replyHeight = async () => (await lastRow.boundingBox())?.height ?? 0;
    const heightBefore = await replyHeight();
    await expect.poll(replyHeight, { timeout: 10_000 }).toBeGreaterThan(heightBefore + 10);
    // A chunk can land between two frames: the row is read until a frame has put it back (a
    // missing correction would leave it moved for good, and the poll would time out).
    await expect
      .poll(async () => {
        const after = await middleRow(page);
        return (
          after?.number === before?.number && Math.abs((after?.top ?? 0) - (before?.top ?? 0)) < 1
        );
      })
      .toBe(true);
    await expect
      .poll(async () => lastRow.getAttribute('data-status'), { timeout: 20_000 })
      .toBe('done');
  });
});
