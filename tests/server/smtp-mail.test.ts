import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/test-app';

interface Delivered {
  from: string;
  to: string[];
  raw: string;
}

let smtp: SMTPServer;
let port = 0;
const delivered: Delivered[] = [];

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    // A local relay without TLS, as a test mail server on 127.0.0.1 would be.
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let raw = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk: string) => {
        raw += chunk;
      });
      stream.on('end', () => {
        delivered.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const address = smtp.server.address();
  port = typeof address === 'object' && address ? address.port : 0;
});
afterAll(() => new Promise<void>((resolve) => smtp.close(() => resolve())));

describe('sign-in mail over SMTP', () => {
  let t: TestApp;
  afterAll(() => t.close());

  it('delivers the code through a real SMTP server and the code signs in', async () => {
    t = await createTestApp({
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      MAIL_FROM: 'Velora <no-reply@velora.test>',
    });
    expect(t.services.mailer.kind).toBe('smtp');
    const request = await t.call('/v1/login/email/request-login', { email: 'smtp@example.com' });
    expect(request.envelope.code).toBe(0);

    expect(delivered).toHaveLength(1);
    const mail = delivered[0];
    expect(mail?.from).toBe('no-reply@velora.test');
    expect(mail?.to).toEqual(['smtp@example.com']);
    expect(mail?.raw).toMatch(/^Subject: \d{6} is your Velora sign-in code/m);
    expect(mail?.raw).toContain('multipart/alternative');
    const code = mail?.raw.match(/^(\d{6})$/m)?.[1];
    expect(code).toMatch(/^\d{6}$/);

    const login = await t.call('/v1/login/email', { email: 'smtp@example.com', code });
    expect(login.envelope).toMatchObject({ code: 0, data: { success: true } });
  });
});
