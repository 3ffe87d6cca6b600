import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** The raw `.eml` files of the server's outbox addressed to `email`, oldest first. */
function mailsTo(dataDir: string, email: string): string[] {
  const folder = path.join(dataDir, 'outbox');
  let files: string[];
  try {
    files = readdirSync(folder).sort();
  } catch {
    return [];
  }
  return files
    .map((file) => readFileSync(path.join(folder, file), 'utf8'))
    .filter((eml) => new RegExp(`^To: ${email}$`, 'm').test(eml));
}

/** Waits for the sign-in code mailed to `email` and returns it, as a person reading mail would. */
export async function codeFromOutbox(dataDir: string, email: string): Promise<string> {
  let code = '';
  await expect
    .poll(() => {
      const latest = mailsTo(dataDir, email).at(-1);
      code = latest?.match(/^(\d{6})$/m)?.[1] ?? '';
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code;
}

/** Waits for the sign-in link mailed to `email` (from the plain-text part) and returns it. */
export async function linkFromOutbox(dataDir: string, email: string): Promise<string> {
  let link = '';
  await expect
    .poll(() => {
      const latest = mailsTo(dataDir, email).at(-1) ?? '';
      // Quoted-printable may wrap long lines with a trailing '='.
      const unwrapped = latest.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
      link = unwrapped.match(/^(https?:\/\/\S+tmpToken=[\w-]+)$/m)?.[1] ?? '';
      return link;
    })
    .toContain('tmpToken=');
  return link;
}

/** Signs in through the open login popup with the code mailed to `email`, as a person would. */
export async function signInWithMailedCode(page: Page, dataDir: string, email: string) {
  const popup = page.getByRole('dialog', { name: 'Sign in' });
  await popup.getByRole('textbox', { name: 'Your email' }).fill(email);
  await popup.getByRole('button', { name: 'Send code' }).click();
  await popup
    .getByRole('textbox', { name: 'Verification code' })
    .fill(await codeFromOutbox(dataDir, email));
  await popup.getByRole('button', { name: 'Confirm' }).click();
}

/** Waits for the sign-in code texted to `phone` (E.164) and returns it, read from the SMS. */
export async function codeFromSmsOutbox(dataDir: string, phone: string): Promise<string> {
  const folder = path.join(dataDir, 'outbox');
  const textsTo = () => {
    try {
      return readdirSync(folder)
        .filter((file) => file.endsWith('.sms.txt'))
        .sort()
        .map((file) => readFileSync(path.join(folder, file), 'utf8'))
        .filter((sms) => sms.startsWith(`To: ${phone}\n`));
    } catch {
      return [];
    }
  };
  let code = '';
  await expect
    .poll(
      () => {
        code =
          textsTo()
            .at(-1)
            ?.match(/\b(\d{6})\b/)?.[1] ?? '';
        return code;
      },
      { timeout: 10_000 },
    )
    .toMatch(/^\d{6}$/);
  return code;
}
