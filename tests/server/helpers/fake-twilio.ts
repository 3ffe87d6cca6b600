import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeTwilio {
  base: string;
  /** The form bodies of the messages Twilio accepted, with the number they went from. */
  sent: Array<{ To: string; From: string; Body: string }>;
  /** The next message is refused with this HTTP status and Twilio error (code, message). */
  refuseNext(status: number, code: number, message: string): void;
  close(): Promise<void>;
}

async function readForm(request: IncomingMessage): Promise<URLSearchParams> {
  const parts: Buffer[] = [];
  for await (const part of request) parts.push(part as Buffer);
  return new URLSearchParams(Buffer.concat(parts).toString('utf8'));
}

/**
 * A local server speaking Twilio's Messages API: POST
 * /2010-04-01/Accounts/{AccountSid}/Messages.json with basic auth (Account SID and Auth Token)
 * and a form body of To, From and Body. It answers 201 with the message resource, or Twilio's
 * JSON error shape ({ code, message, more_info, status }) like the real API.
 */
export async function startFakeTwilio(credentials: {
  accountSid: string;
  authToken: string;
}): Promise<FakeTwilio> {
  const sent: FakeTwilio['sent'] = [];
  let refusal: { status: number; code: number; message: string } | null = null;
  let counter = 0;
  const expectedAuth = `Basic ${Buffer.from(`${credentials.accountSid}:${credentials.authToken}`).toString('base64')}`;
  const twilioError = (status: number, code: number, message: string) => ({
    code,
    message,
    more_info: `https://www.twilio.com/docs/errors/${code}`,
    status,
  });

  const server = createServer(async (request, response) => {
    const answer = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    const path = `/2010-04-01/Accounts/${credentials.accountSid}/Messages.json`;
    if (request.method !== 'POST' || request.url !== path) {
      answer(404, twilioError(404, 20404, 'The requested resource was not found'));
      return;
    }
    if (request.headers.authorization !== expectedAuth) {
      answer(401, twilioError(401, 20003, 'Authenticate'));
      return;
    }
    if (!request.headers['content-type']?.startsWith('application/x-www-form-urlencoded')) {
      answer(400, twilioError(400, 21211, 'Body must be form encoded'));
      return;
    }
    const form = await readForm(request);
    const [to, from, body] = [form.get('To'), form.get('From'), form.get('Body')];
    if (!to || !from || !body) {
      answer(400, twilioError(400, 21604, "A 'To', 'From' and 'Body' parameter is required."));
      return;
    }
    if (refusal) {
      const { status, code, message } = refusal;
      refusal = null;
      answer(status, twilioError(status, code, message));
      return;
    }
    sent.push({ To: to, From: from, Body: body });
    counter += 1;
    answer(201, {
      sid: `SM${String(counter).padStart(32, '0')}`,
      account_sid: credentials.accountSid,
      to,
      from,
      body,
      status: 'queued',
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    base: `http://127.0.0.1:${port}`,
    sent,
    refuseNext(status, code, message) {
      refusal = { status, code, message };
    },
    close: () =>
      new Promise<void>((resolve, reject) =>
        server.close((error) => (error ? reject(error) : resolve())),
      ),
  };
}
