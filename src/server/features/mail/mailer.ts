import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { BRANDS } from '@contract/brands';
import nodemailer from 'nodemailer';
import type { Env } from '../../config/env';
import type { Logger } from '../../lib/logger';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  /** `smtp` delivers; `outbox` writes `.eml` files for a developer to read. */
  kind: 'smtp' | 'outbox';
  /** Sends one mail. `logFields` go into the log line; the outbox logs the code or link there. */
  send(message: MailMessage, logFields: Record<string, string>): Promise<void>;
}

function outboxDir(env: Env): string {
  return path.resolve(env.DATA_DIR, 'outbox');
}

/**
 * SMTP when `SMTP_URL` is set; otherwise the outbox: each mail becomes an `.eml` file in
 * `DATA_DIR/outbox/` and one log line with the address and the code or link, so a newcomer can
 * sign in on the embedded default without a mail server.
 */
export function createMailer(env: Env, log: Logger): Mailer {
  const from = env.MAIL_FROM ?? `${BRANDS[env.BRAND].title} <no-reply@${BRANDS[env.BRAND].host}>`;
  if (env.SMTP_URL) {
    const transport = nodemailer.createTransport(env.SMTP_URL);
    return {
      kind: 'smtp',
      async send(message) {
        await transport.sendMail({ from, ...message });
        log.info({ to: message.to }, 'mail sent');
      },
    };
  }

  const folder = outboxDir(env);
  const writer = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
  });
  return {
    kind: 'outbox',
    async send(message, logFields) {
      const info = await writer.sendMail({ from, ...message });
      await mkdir(folder, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(3).toString('hex')}.eml`;
      const file = path.join(folder, name);
      await writeFile(file, info.message as Buffer);
      log.info({ to: message.to, file, ...logFields }, 'mail written to outbox');
    },
  };
}
