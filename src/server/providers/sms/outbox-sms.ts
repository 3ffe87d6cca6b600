import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Env } from '../../config/env';
import type { Logger } from '../../lib/logger';
import type { SmsSender } from './sms-sender';

/**
 * The embedded default: each SMS becomes a `.sms.txt` file in `DATA_DIR/outbox/` (beside the
 * mails) with `To:` and the text, plus one log line with the number and the code.
 */
export function createOutboxSms(env: Env, log: Logger): SmsSender {
  const folder = path.resolve(env.DATA_DIR, 'outbox');
  return {
    kind: 'outbox',
    async send(message, logFields) {
      await mkdir(folder, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(3).toString('hex')}.sms.txt`;
      const file = path.join(folder, name);
      await writeFile(file, `To: ${message.to}\n\n${message.body}\n`);
      log.info({ to: message.to, file, ...logFields }, 'SMS written to outbox');
    },
  };
}
