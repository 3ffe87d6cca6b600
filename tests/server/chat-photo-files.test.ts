import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEDIA_THUMBNAIL_WIDTHS } from '../../src/contract/constants';
import { mediaFileDeletions } from '../../src/server/db/schema/media-file-deletions';
import { mediaFileRemovalTask } from '../../src/server/features/media/media-file-removal';
import { runModerationCommand } from '../../src/server/features/reports/moderation-commands';
import { createLogger } from '../../src/server/lib/logger';
import { createDemoImageProvider } from '../../src/server/providers/images/demo-image-provider';
import { openConversation, repliesSettled, setBalances } from './helpers/chat';
import { diskFiles, fetchWithThumbnail, startS3Server } from './helpers/media-files';
import { type SignedIn, signInWithEmail } from './helpers/sign-in';
import { createTestApp, type TestApp } from './helpers/test-app';

const log = createLogger('silent');
const MONTH_MS = 30 * 24 * 60 * 60 * 1000;
let s3: Awaited<ReturnType<typeof startS3Server>>;
beforeAll(async () => {
  s3 = await startS3Server();
});
afterAll(() => s3.stop());

interface Message {
  id: string;
  role: string;
  photo: { id: string; url: string; locked: boolean } | null;
}

/** The media storage kinds, each with the app's settings and a way to list every stored file. */
const storages: Array<[string, () => Record<string, string>, (t: TestApp) => Promise<string[]>]> = [
  ['disk', () => ({}), async (t) => diskFiles(t)],
  [
    's3',
    () => s3.env(`chat-photos-${process.pid}-${Date.now()}/`),
    async (t) => (await s3.keys(t.env.S3_PREFIX)).sort(),
  ],
];

describe.each(storages)('files of photos drawn in chat on %s', (_kind, settings, listFiles) => {
  let t: TestApp;
  /** Runs as the image model starts a picture. */
  const drawing = { beforeDrawing: async (): Promise<unknown> => undefined, drawn: 0 };
  beforeAll(async () => {
    const demo = createDemoImageProvider();
    t = await createTestApp(
      { DEMO_MODEL_DELAY_MS: '0', ...settings() },
      {
        images: {
          modelName: demo.modelName,
          isDemo: demo.isDemo,
          async generate(request, options) {
            drawing.drawn++;
            await drawing.beforeDrawing();
            return demo.generate(request, options);
          },
        },
      },
    );
  });
  afterAll(() => t.close());

  async function call<T>(path: string, user: SignedIn, body: Record<string, unknown> = {}) {
    const answer = await t.call(path, { token: user.token, ...body });
    expect(answer.envelope.code, answer.envelope.msg).toBe(0);
    return answer.envelope.data as T;
  }

  /** A member (she sees the photos sharp) with plenty to chat with. */
  async function member(email: string) {
    const user = await signInWithEmail(t, email);
    await setBalances(t, user.uid, {
      energy: 100,
      vipExpireAt: new Date(Date.now() + MONTH_MS),
    });
    return user;
  }

  const messagesOf = async (user: SignedIn, conversationId: string) =>
    (await call<{ list: Message[] }>('/v1/session/message/list', user, { conversationId })).list;

  /** Asks her for a photo, as the chat's button does; answers the exchange, the photo not drawn yet. */
  async function askPhoto(user: SignedIn, conversationId: string) {
    const sent = await call<{ userMessage: Message; reply: Message }>('/v1/session/chat', user, {
      conversationId,
      content: 'send me a selfie from the beach',
      askPhoto: true,
    });
    await repliesSettled(t);
    return sent;
  }

  /** A reply with a photo drawn for it; the photo and its thumbnail fetched (3 files). */
  async function drawnReply(user: SignedIn, conversationId: string) {
    const { userMessage, reply } = await askPhoto(user, conversationId);
    expect(await t.generation.runWoken()).toBe(1);
    const shown = (await messagesOf(user, conversationId)).find((row) => row.id === reply.id);
    expect(shown?.photo).toMatchObject({ id: expect.stringMatching(/^drawn-/), locked: false });
    await fetchWithThumbnail(t, shown?.photo?.url ?? '');
    return { userMessage, reply: shown as Message & { photo: NonNullable<Message['photo']> } };
  }

  const waitingRemovals = () => t.db.select().from(mediaFileDeletions);

  it("deleting a conversation removes the photos drawn in it, and no one else's", async () => {
    const other = await member('chat.files.other@example.com');
    const othersPhoto = await drawnReply(other, await openConversation(t, other.token, 'mei'));
    const before = await listFiles(t);

    const user = await member('chat.files.conversation@example.com');
    const conversationId = await openConversation(t, user.token, 'mei');
    await drawnReply(user, conversationId);
    await drawnReply(user, conversationId);
    expect(await listFiles(t)).toHaveLength(before.length + 6);

    await call('/v1/session/delete', user, { conversationId });
    expect(await listFiles(t)).toEqual(before);
    expect(await waitingRemovals()).toEqual([]);
    expect((await t.app.request(othersPhoto.reply.photo.url)).status).toBe(200);
  });

  it('deleting the reply removes its drawn photo; regenerating it keeps the photo', async () => {
    const user = await member('chat.files.message@example.com');
    const conversationId = await openConversation(t, user.token, 'luna');
    const before = await listFiles(t);
    const { reply } = await drawnReply(user, conversationId);
    const withPhoto = await listFiles(t);

    // Her words are written again; the photo she sent stays with them.
    await call('/v1/session/message/regenerate', user, { conversationId });
    await repliesSettled(t);
    const again = (await messagesOf(user, conversationId)).find((row) => row.id === reply.id);
    expect(again?.photo?.id).toBe(reply.photo.id);
    expect(await listFiles(t)).toEqual(withPhoto);

    await call('/v1/session/message/delete', user, { conversationId, messageId: reply.id });
    expect(await listFiles(t)).toEqual(before);
    expect(await waitingRemovals()).toEqual([]);
    expect((await t.app.request(reply.photo.url)).status).toBe(404);
  });

  it('an edit that no longer asks for a photo removes the one drawn for the old text', async () => {
    const user = await member('chat.files.edit@example.com');
    const conversationId = await openConversation(t, user.token, 'sofia');
    const before = await listFiles(t);
    const { userMessage, reply } = await drawnReply(user, conversationId);
    const withPhoto = await listFiles(t);
    const edit = (content: string) =>
      call('/v1/session/message/edit', user, {
        conversationId,
        messageId: userMessage.id,
        content,
      });

    await edit('another selfie from the beach, please');
    await repliesSettled(t);
    expect(await t.generation.runWoken()).toBe(0);
    const kept = (await messagesOf(user, conversationId)).find((row) => row.id === reply.id);
    expect(kept?.photo?.id).toBe(reply.photo.id);
    expect(await listFiles(t)).toEqual(withPhoto);

    await edit('How was your day?');
    await repliesSettled(t);
    const rewritten = (await messagesOf(user, conversationId)).find((row) => row.id === reply.id);
    expect(rewritten?.photo).toBeNull();
    expect(await listFiles(t)).toEqual(before);
    expect(await waitingRemovals()).toEqual([]);
  });

  it("a moderator's removal of a reported reply removes its drawn photo", async () => {
    const user = await member('chat.files.reported@example.com');
    const conversationId = await openConversation(t, user.token, 'mei', true);
    const before = await listFiles(t);
    const { reply } = await drawnReply(user, conversationId);
    await call('/v1/user/report', user, {
      targetType: 'message',
      targetId: reply.id,
      reason: 'spam',
    });

    const printed: string[] = [];
    const out = {
      info: (line: string) => printed.push(line),
      error: (line: string) => printed.push(line),
    };
    const code = await runModerationCommand(
      t.db,
      t.services.storage,
      ['decide', 'message', reply.id, 'remove'],
      out,
    );
    expect(code, printed.join('\n')).toBe(0);
    expect(await listFiles(t)).toEqual(before);
    expect(await waitingRemovals()).toEqual([]);
  });

  it('a photo finished for a reply deleted while it was drawn goes too; one for a reply gone is not drawn', async () => {
    const user = await member('chat.files.late@example.com');
    const conversationId = await openConversation(t, user.token, 'luna', true);
    const before = await listFiles(t);

    const { reply } = await askPhoto(user, conversationId);
    drawing.beforeDrawing = () =>
      call('/v1/session/message/delete', user, { conversationId, messageId: reply.id });
    try {
      expect(await t.generation.runWoken()).toBe(1);
    } finally {
      drawing.beforeDrawing = async () => undefined;
    }
    // Its sharp and blurred copies, each with the thumbnails it may have: removed by the task.
    expect(await waitingRemovals()).toHaveLength(2 * (1 + MEDIA_THUMBNAIL_WIDTHS.length));
    expect(await mediaFileRemovalTask(t.db, t.services.storage).run(log)).toBe(
      2 * (1 + MEDIA_THUMBNAIL_WIDTHS.length),
    );
    expect(await listFiles(t)).toEqual(before);

    const second = await askPhoto(user, conversationId);
    await call('/v1/session/message/delete', user, {
      conversationId,
      messageId: second.reply.id,
    });
    const drawnBefore = drawing.drawn;
    expect(await t.generation.runWoken()).toBe(1);
    expect(drawing.drawn).toBe(drawnBefore);
    expect(await listFiles(t)).toEqual(before);
  });
});
