import { expect } from 'vitest';
import { loginCodes } from '../../../src/server/db/schema/login-codes';
import type { TestApp } from './test-app';

/** Moves every sent code two minutes back, so the 60 s resend wait is over for all addresses. */
export async function passResendWait(t: TestApp): Promise<void> {
  await t.db.update(loginCodes).set({ createdAt: new Date(Date.now() - 120_000) });
}

/** The 6-digit code of the newest mail to `email`. */
export function lastCodeFor(t: TestApp, email: string): string {
  const mail = [...t.mails].reverse().find((message) => message.to === email.toLowerCase());
  const code = mail?.text.match(/^\d{6}$/m)?.[0];
  if (!code) throw new Error(`no code mail to ${email}`);
  return code;
}

/** The `tmpToken` of the newest sign-in link mailed to `email`. */
export function lastLinkTokenFor(t: TestApp, email: string): string {
  const mail = [...t.mails].reverse().find((message) => message.to === email.toLowerCase());
  const url = mail?.text.match(/https?:\/\/\S+/)?.[0];
  const token = url ? new URL(url).searchParams.get('tmpToken') : null;
  if (!token) throw new Error(`no link mail to ${email}`);
  return token;
}

export interface SignedIn {
  token: string;
  uid: string;
}

/** Signs in through the email code, as the login popup does. */
export async function signInWithEmail(
  t: TestApp,
  email: string,
  extra: Record<string, unknown> = {},
): Promise<SignedIn> {
  const request = await t.call('/v1/login/email/request-login', { email, useShortCode: true });
  expect(request.envelope).toMatchObject({ code: 0 });
  const login = await t.call('/v1/login/email', { email, code: lastCodeFor(t, email), ...extra });
  expect(login.envelope).toMatchObject({ code: 0 });
  const data = login.envelope.data as { token: string; uid: string };
  return { token: data.token, uid: data.uid };
}
