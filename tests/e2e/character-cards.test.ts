import { crc32 } from 'node:zlib';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, inject, it } from 'vitest';
import { freshBrowserPerTest } from './helpers/browser';
import { signInAs } from './helpers/sign-in-as';

const appUrl = inject('appUrl');
const user = inject('cardUser');
const browser = freshBrowserPerTest();

/** A tEXt chunk, as card writers add them to a PNG. */
function textChunk(keyword: string, text: string): Buffer {
  const data = Buffer.concat([Buffer.from(`${keyword}\0`, 'latin1'), Buffer.from(text, 'latin1')]);
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write('tEXt', 4, 'latin1');
  const tail = Buffer.alloc(4);
  tail.writeUInt32BE(crc32(data, crc32(head.subarray(4))), 0);
  return Buffer.concat([head, data, tail]);
}

/** A Character Card V2 PNG as SillyTavern writes one: her picture with the card in `chara`. */
async function cardPng(): Promise<Buffer> {
  const card = {
    spec: 'chara_card_v2',
    spec_version: '2.0',
    data: {
      name: 'Selene',
      description: '{{char}} runs a night bakery by the harbour. She is 27 years old.',
      personality: 'Calm, witty, warm',
      scenario: '{{user}} walks in just before dawn.',
      first_mes: '*{{char}} dusts flour off her hands.* You are early, {{user}}.',
      mes_example: '',
      creator_notes: 'A cosy slice-of-life card.',
      tags: ['cosy'],
      creator: 'flourpaws',
      character_version: '1.0',
      alternate_greetings: [],
      extensions: {},
      character_book: {
        entries: [
          {
            keys: ['bread'],
            content: 'Her rye bread sells out by six.',
            enabled: true,
            insertion_order: 0,
            extensions: {},
          },
        ],
      },
    },
  };
  const picture = await sharp({
    create: { width: 256, height: 384, channels: 3, background: '#8a5a44' },
  })
    .png()
    .toBuffer();
  const end = picture.length - 12;
  const chunk = textChunk('chara', Buffer.from(JSON.stringify(card)).toString('base64'));
  return Buffer.concat([picture.subarray(0, end), chunk, picture.subarray(end)]);
}

const lastReply = (page: Page) => page.locator('.bubble-row:not(.bubble-row--mine)').last();

describe('character cards', () => {
  it('imports a card on a phone, reviews her, and chats with her', async () => {
    const { page } = browser;
    await signInAs(page, user);
    await page.goto(`${appUrl}/my-roles`);
    await page.getByRole('button', { name: /Import a character card/ }).waitFor();
    await page.getByLabel('Character card file').setInputFiles({
      name: 'selene.png',
      mimeType: 'image/png',
      buffer: await cardPng(),
    });
    await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/my-roles\/[\w-]+$/);
    await page.getByText('Based on a card by flourpaws').waitFor();
    await page.getByRole('img', { name: 'Selene' }).waitFor();

    await page.getByRole('button', { name: 'Lorebook' }).click();
    await page.getByText('Her rye bread sells out by six.').waitFor();

    await page.getByRole('button', { name: 'Confirm', exact: true }).click();
    await page.getByRole('button', { name: 'Keep private' }).click();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export card (PNG)' }).click();
    expect((await download).suggestedFilename()).toBe('Selene.png');

    await page.getByRole('button', { name: 'Start chat' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/chat\/[\w-]+$/);
    await page.getByText('You are early, card_maker.').waitFor();
    const before = await page.locator('.bubble-row:not(.bubble-row--mine)').count();
    await page.getByRole('textbox', { name: 'Message' }).fill('Is there any bread left?');
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await expect
      .poll(() => page.locator('.bubble-row:not(.bubble-row--mine)').count())
      .toBeGreaterThan(before);
    await expect
      .poll(async () => lastReply(page).getAttribute('data-status'), { timeout: 20_000 })
      .toBe('done');
    expect((await lastReply(page).innerText()).trim()).not.toBe('');
  });
});
