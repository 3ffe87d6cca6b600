import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_CODE, REFUSAL_CODE } from '../../src/contract/api-codes';
import { REPORT_HIDE_THRESHOLD } from '../../src/contract/reports';
import { messages } from '../../src/server/db/schema/conversations';
import { media } from '../../src/server/db/schema/media';
import { users } from '../../src/server/db/schema/users';
import { runModerationCommand } from '../../src/server/features/reports/moderation-commands';
import { openConversation, setBalances } from './helpers/chat';
import { type SignedIn, signInWithEmail } from './helpers/sign-in';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AGE_VERIFICATION_COUNTRIES: 'GB' });
});
afterAll(() => t.close());

interface Decision {
  decisionId: string;
  targetType: string;
  targetId: string;
  targetLabel: string;
  action: string;
  reason: string;
  lifted: boolean;
  canAppeal: boolean;
  appeal: { message: string; state: string; answer: string | null } | null;
}

async function call<T>(path: string, user: SignedIn | null, body: Record<string, unknown> = {}) {
  const answer = await t.call(path, { ...(user ? { token: user.token } : {}), ...body });
  return answer.envelope as { code: number; msg: string; data: T };
}

/** Runs an `npm run support` moderation command; answers its exit code and what it printed. */
async function support(...args: string[]) {
  const lines: string[] = [];
  const code = await runModerationCommand(t.db, t.services.storage, args, {
    info: (line) => lines.push(line),
    error: (line) => lines.push(line),
  });
  return { code, output: lines.join('\n') };
}

async function userWithGold(email: string, gold: number) {
  const user = await signInWithEmail(t, email);
  await setBalances(t, user.uid, { goldBalance: gold });
  return user;
}

/** A character `user` made, confirmed and published. */
async function publishedCharacter(user: SignedIn, name: string) {
  const order = await call<{ characterId: string }>('/v1/custom-character/create', user, {
    mode: 'template',
    style: 'realistic',
    gender: 'woman',
    age: 27,
    race: 'latin',
    eyeColor: 'hazel',
    hairstyle: 'ponytail',
    hairColor: 'honey blonde',
    body: 'curvy',
    breast: 'large',
    hips: 'wide',
    clothing: 'summer dress',
    kinks: ['romance'],
    occupation: 'nurse',
    personality: 'playful',
    relationship: 'girlfriend',
    name,
    lang: 'en',
  });
  expect(order, order.msg).toMatchObject({ code: 0 });
  await t.generation.runWoken();
  const { characterId } = order.data;
  expect((await call('/v1/custom-character/confirm', user, { characterId })).code).toBe(0);
  const edit = await call('/v1/custom-character/edit', user, { characterId, visibility: 1 });
  expect(edit, edit.msg).toMatchObject({ code: 0 });
  return characterId;
}

/** A public gallery photo `user` generated. */
async function galleryPhoto(user: SignedIn) {
  const order = await call<{ itemId: string }>('/v1/ugc/photo/generate', user, {
    characterId: 'mei',
    prompt: 'beach, sunset, summer dress, smiling, golden hour, soft light',
  });
  expect(order, order.msg).toMatchObject({ code: 0 });
  await t.generation.runWoken();
  return order.data.itemId;
}

const decisions = async (user: SignedIn) =>
  (await call<{ list: Decision[] }>('/v1/user/appeal/pending/info', user)).data.list;

const seenBy = async (user: SignedIn, characterId: string) =>
  (await call('/v1/character/detail', user, { characterId })).code;

const report = (user: SignedIn, targetType: string, targetId: string, reason = 'spam') =>
  call('/v1/user/report', user, { targetType, targetId, reason });

describe('reports past the threshold', () => {
  it('hide a character from others after enough distinct reporters, its owner still sees it', async () => {
    const creator = await userWithGold('trust.creator@example.com', 500);
    const characterId = await publishedCharacter(creator, 'Nadia');
    const reporters = await Promise.all(
      Array.from({ length: REPORT_HIDE_THRESHOLD }, (_, i) =>
        signInWithEmail(t, `trust.reporter${i}@example.com`),
      ),
    );
    const [first, ...others] = reporters;
    const bystander = await signInWithEmail(t, 'trust.bystander@example.com');
    if (!first) throw new Error('no reporter');

    // Reporting again, or many times at once, is still one vote.
    for (let i = 0; i < REPORT_HIDE_THRESHOLD + 1; i += 1) {
      expect((await report(first, 'character', characterId, 'hate')).code).toBe(0);
    }
    await Promise.all([1, 2, 3].map(() => report(first, 'character', characterId, 'hate')));
    expect(await seenBy(bystander, characterId)).toBe(0);
    // Nobody reports their own character.
    expect((await report(creator, 'character', characterId)).code).toBe(REFUSAL_CODE.notFound);

    for (const reporter of others) {
      expect((await report(reporter, 'character', characterId, 'hate')).code).toBe(0);
    }
    expect(await seenBy(bystander, characterId)).toBe(REFUSAL_CODE.notFound);
    expect(await seenBy(creator, characterId)).toBe(0);
    const own = await call<{ hiddenPendingReview: boolean }>(
      '/v1/custom-character/detail',
      creator,
      { characterId },
    );
    expect(own.data.hiddenPendingReview).toBe(true);
    const [hidden] = await decisions(creator);
    expect(hidden).toMatchObject({
      targetType: 'character',
      targetId: characterId,
      targetLabel: 'Nadia',
      action: 'hidden',
      reason: 'hate',
      lifted: false,
      canAppeal: true,
    });
    // Nobody else reads the creator's decisions.
    expect(await decisions(bystander)).toEqual([]);

    const queue = await support('queue');
    expect(queue.output).toContain(
      `character ${characterId}  ${REPORT_HIDE_THRESHOLD} reporter(s)  hate×${REPORT_HIDE_THRESHOLD}  hidden`,
    );

    // The moderator keeps her: back for everyone, the decision lifted, the queue empty of her.
    expect(await support('decide', 'character', characterId, 'keep')).toMatchObject({ code: 0 });
    expect(await seenBy(bystander, characterId)).toBe(0);
    expect((await decisions(creator))[0]).toMatchObject({ lifted: true, canAppeal: false });
    expect((await support('queue')).output).not.toContain(characterId);
    expect((await support('decide', 'character', characterId, 'keep')).code).toBe(1);
  });

  it('counts reporters who press at the same moment', async () => {
    const creator = await userWithGold('trust.creator2@example.com', 500);
    const characterId = await publishedCharacter(creator, 'Vera');
    const reporters = await Promise.all(
      Array.from({ length: REPORT_HIDE_THRESHOLD }, (_, i) =>
        signInWithEmail(t, `trust.together${i}@example.com`),
      ),
    );
    const answers = await Promise.all(
      reporters.map((reporter) => report(reporter, 'character', characterId)),
    );
    expect(answers.map((answer) => answer.code)).toEqual(answers.map(() => 0));
    expect(await seenBy(reporters[0] as SignedIn, characterId)).toBe(REFUSAL_CODE.notFound);
    expect((await decisions(creator)).filter((d) => d.targetId === characterId)).toHaveLength(1);
  });

  it('does not hide an official character, which waits for the moderator', async () => {
    const readers = await Promise.all(
      Array.from({ length: REPORT_HIDE_THRESHOLD }, (_, i) =>
        signInWithEmail(t, `trust.official${i}@example.com`),
      ),
    );
    for (const reader of readers) expect((await report(reader, 'character', 'luna')).code).toBe(0);
    const [reader] = readers;
    if (!reader) throw new Error('no reader');
    expect(await seenBy(reader, 'luna')).toBe(0);
    expect((await support('queue')).output).toContain(`character luna  ${REPORT_HIDE_THRESHOLD}`);
    expect((await support('decide', 'character', 'luna', 'keep')).code).toBe(0);
  });
});

describe('a photo removed and appealed', () => {
  it('is hidden at the first report, removed by a moderator, and restored by an upheld appeal', async () => {
    const owner = await userWithGold('trust.painter@example.com', 200);
    const itemId = await galleryPhoto(owner);
    const reader = await signInWithEmail(t, 'trust.viewer@example.com');
    const stranger = await signInWithEmail(t, 'trust.stranger@example.com');
    const gallery = async () =>
      (
        await call<{ list: { itemId: string }[] }>('/v1/ugc/gallery', null, { characterId: 'mei' })
      ).data.list.map((entry) => entry.itemId);
    expect(await gallery()).toContain(itemId);

    expect((await report(reader, 'photo', itemId, 'minor')).code).toBe(0);
    expect(await gallery()).not.toContain(itemId);
    const detail = (user: SignedIn) =>
      call<{ hiddenPendingReview: boolean }>('/v1/ugc/item/detail', user, { itemId });
    expect((await detail(owner)).data.hiddenPendingReview).toBe(true);
    expect((await detail(stranger)).code).toBe(REFUSAL_CODE.notFound);

    const removed = await support('decide', 'photo', itemId, 'remove', 'Looks', 'underage');
    expect(removed.code).toBe(0);
    const [decision] = await decisions(owner);
    expect(decision).toMatchObject({
      targetType: 'photo',
      targetId: itemId,
      action: 'removed',
      reason: 'Looks underage',
      canAppeal: true,
    });
    if (!decision) throw new Error('no decision');

    // Someone else cannot appeal it; bad input is refused; the owner appeals once.
    const appeal = (user: SignedIn, message: string) =>
      call<{ decision: Decision }>('/v1/user/appeal/submit', user, {
        decisionId: decision.decisionId,
        message,
      });
    expect((await appeal(stranger, 'Not mine but still')).code).toBe(REFUSAL_CODE.notFound);
    expect((await appeal(owner, '')).code).toBe(API_CODE.badParams);
    expect((await appeal(owner, 'x'.repeat(1001))).code).toBe(API_CODE.badParams);
    const answers = await Promise.all([
      appeal(owner, 'She is 25, the prompt says so'),
      appeal(owner, 'She is 25, the prompt says so'),
    ]);
    expect(answers.map((answer) => answer.code).sort()).toEqual([0, REFUSAL_CODE.appealRefused]);
    expect((await appeal(owner, 'Once more')).code).toBe(REFUSAL_CODE.appealRefused);
    const pending = await support('appeals');
    const appealId = pending.output
      .split('\n')
      .find((line) => line.includes(itemId))
      ?.split(' ')[0];
    expect(appealId).toBeTruthy();
    expect(pending.output).toContain('She is 25');

    expect((await support('answer-appeal', appealId ?? '', 'uphold')).code).toBe(2);
    expect(
      (await support('answer-appeal', appealId ?? '', 'uphold', 'Right,', 'she', 'is', 'adult'))
        .code,
    ).toBe(0);
    expect((await support('answer-appeal', appealId ?? '', 'deny', 'Too late')).code).toBe(1);
    expect(await gallery()).toContain(itemId);
    expect((await decisions(owner))[0]).toMatchObject({
      lifted: true,
      canAppeal: false,
      appeal: { state: 'upheld', answer: 'Right, she is adult' },
    });
  });

  it('keeps the existing photo review commands working', async () => {
    const owner = await userWithGold('trust.painter2@example.com', 200);
    const itemId = await galleryPhoto(owner);
    const reader = await signInWithEmail(t, 'trust.viewer2@example.com');
    expect((await report(reader, 'photo', itemId)).code).toBe(0);
    expect((await support('photos-to-review')).output).toContain(itemId);
    expect((await support('review-photo', itemId, 'keep')).code).toBe(0);
    expect((await support('review-photo', itemId, 'keep')).code).toBe(1);
    expect((await support('review-photo', itemId)).code).toBe(2);
  });
});

describe('reporting messages and creators', () => {
  it('takes a character message of my own chat, and the moderator removes it', async () => {
    const reader = await signInWithEmail(t, 'trust.chatter@example.com');
    const other = await signInWithEmail(t, 'trust.other@example.com');
    const conversationId = await openConversation(t, reader.token, 'sofia');
    const [greeting] = await t.db
      .select({ id: messages.id, role: messages.role })
      .from(messages)
      .where(eq(messages.conversationId, conversationId));
    expect(greeting?.role).toBe('character');
    const messageId = String(greeting?.id);
    expect((await report(other, 'message', messageId)).code).toBe(REFUSAL_CODE.notFound);
    expect((await report(reader, 'message', 'not-a-number')).code).toBe(REFUSAL_CODE.notFound);
    expect((await report(reader, 'message', messageId, 'non_consensual')).code).toBe(0);
    expect((await support('queue')).output).toContain(`message ${messageId}  1 reporter(s)`);
    expect((await support('decide', 'message', messageId, 'remove')).code).toBe(0);
    const left = await t.db
      .select()
      .from(messages)
      .where(eq(messages.id, Number(messageId)));
    expect(left).toEqual([]);
  });

  it('restricts a creator (public characters hidden) and restores them on an upheld appeal', async () => {
    const creator = await userWithGold('trust.maker@example.com', 500);
    const characterId = await publishedCharacter(creator, 'Olga');
    const reader = await signInWithEmail(t, 'trust.critic@example.com');
    expect((await report(creator, 'creator', creator.uid)).code).toBe(REFUSAL_CODE.notFound);
    expect((await report(reader, 'creator', reader.uid)).code).toBe(REFUSAL_CODE.notFound);
    expect((await report(reader, 'creator', 'nobody')).code).toBe(REFUSAL_CODE.notFound);
    expect((await report(reader, 'creator', creator.uid, 'real_person')).code).toBe(0);
    // A person is not hidden by reports: the moderator decides.
    expect(await seenBy(reader, characterId)).toBe(0);
    expect((await support('decide', 'creator', creator.uid, 'remove', 'Real people')).code).toBe(0);
    expect(await seenBy(reader, characterId)).toBe(REFUSAL_CODE.notFound);
    const [restricted] = await decisions(creator);
    expect(restricted).toMatchObject({ targetType: 'creator', action: 'restricted' });
    const submitted = await call<{ decision: Decision }>('/v1/user/appeal/submit', creator, {
      decisionId: restricted?.decisionId,
      message: 'All invented',
    });
    expect(submitted.data.decision).toMatchObject({
      canAppeal: false,
      appeal: { state: 'pending' },
    });
    const appealId = (await support('appeals')).output
      .split('\n')
      .find((line) => line.includes(creator.uid))
      ?.split(' ')[0];
    expect((await support('answer-appeal', appealId ?? '', 'uphold', 'Agreed')).code).toBe(0);
    expect(await seenBy(reader, characterId)).toBe(0);
  });
});

describe('age verification', () => {
  const png = (shade: number) =>
    sharp({
      create: { width: 64, height: 64, channels: 3, background: { r: shade, g: 80, b: 120 } },
    })
      .png()
      .toBuffer();

  async function uploaded(user: SignedIn, shade: number) {
    const response = await t.app.request('/upload/photo', {
      method: 'POST',
      body: new Uint8Array(await png(shade)),
      headers: { 'content-type': 'image/png', authorization: `Bearer ${user.token}` },
    });
    const envelope = (await response.json()) as { data: { uploadId: string; url: string } };
    return envelope.data;
  }

  const profile = async (user: SignedIn) =>
    (
      await call<{ verification: { state: string; reason: string | null; required: boolean } }>(
        '/v1/user/my-profile',
        user,
      )
    ).data.verification;

  it('keeps the pictures for moderators only, then deletes them after review', async () => {
    const user = await signInWithEmail(t, 'trust.verify@example.com');
    const other = await signInWithEmail(t, 'trust.peeker@example.com');
    expect(await profile(user)).toEqual({ state: 'none', reason: null, required: false });
    const selfie = await uploaded(user, 10);
    const document = await uploaded(user, 200);
    expect((await t.app.request(selfie.url)).status).toBe(200);

    const submit = (who: SignedIn, body: Record<string, unknown>) =>
      call<{ verification: { state: string } }>('/v1/user/profile-verification/submit', who, body);
    const both = { selfieUploadId: selfie.uploadId, documentUploadId: document.uploadId };
    // Someone else's uploads, the same picture twice, and visitors are refused.
    expect((await submit(other, both)).code).toBe(REFUSAL_CODE.notFound);
    expect(
      (await submit(user, { selfieUploadId: selfie.uploadId, documentUploadId: selfie.uploadId }))
        .code,
    ).toBe(REFUSAL_CODE.uploadRefused);
    expect((await submit(user, { selfieUploadId: selfie.uploadId })).code).toBe(API_CODE.badParams);
    expect((await call('/v1/user/profile-verification/submit', null, both)).code).toBe(
      API_CODE.loginNeeded,
    );

    expect((await submit(user, both)).data.verification.state).toBe('pending');
    expect((await submit(user, both)).code).toBe(REFUSAL_CODE.verificationStateWrong);
    expect((await profile(user)).state).toBe('pending');
    // Not even the owner fetches them now, nor anyone with an address signed for them.
    expect((await t.app.request(selfie.url)).status).toBe(404);
    expect((await t.app.request(`/media/${selfie.uploadId}`)).status).toBe(404);

    const listed = await support('verifications');
    const verificationId = listed.output
      .split('\n')
      .find((line) => line.includes(user.uid))
      ?.split(' ')[0];
    expect(verificationId).toBeTruthy();
    const folder = mkdtempSync(path.join(tmpdir(), 'verification-'));
    try {
      expect((await support('verification-images', verificationId ?? '', folder)).code).toBe(0);
      // Uploads are kept re-encoded as WebP, whatever was sent.
      expect(readdirSync(folder).sort()).toEqual([
        `${verificationId}-document.webp`,
        `${verificationId}-selfie.webp`,
      ]);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }

    // A rejection needs a reason; the user reads it and may appeal once.
    expect((await support('verify', verificationId ?? '', 'reject')).code).toBe(1);
    expect(
      (await support('verify', verificationId ?? '', 'reject', 'Document', 'unreadable')).code,
    ).toBe(0);
    expect((await support('verify', verificationId ?? '', 'approve')).code).toBe(1);
    expect(await profile(user)).toEqual({
      state: 'rejected',
      reason: 'Document unreadable',
      required: false,
    });
    const gone = await t.db.select().from(media).where(eq(media.id, selfie.uploadId));
    expect(gone).toEqual([]);
    expect((await support('verification-images', verificationId ?? '', tmpdir())).code).toBe(1);

    const [rejected] = await decisions(user);
    expect(rejected).toMatchObject({ targetType: 'verification', action: 'rejected' });
    await call('/v1/user/appeal/submit', user, {
      decisionId: rejected?.decisionId,
      message: 'It was readable',
    });
    const appealId = (await support('appeals')).output
      .split('\n')
      .find((line) => line.includes(user.uid))
      ?.split(' ')[0];
    expect((await support('answer-appeal', appealId ?? '', 'uphold', 'Checked again')).code).toBe(
      0,
    );
    expect((await profile(user)).state).toBe('approved');
  });

  it('is asked before explicit content or publishing where the law asks, and not elsewhere', async () => {
    const british = await userWithGold('trust.british@example.com', 500);
    await t.db.update(users).set({ countryCode: 'GB' }).where(eq(users.id, british.uid));
    expect((await call('/v1/user/settings/confirm-adult', british, { confirmed: true })).code).toBe(
      0,
    );
    expect(await profile(british)).toMatchObject({ state: 'none', required: true });
    expect((await call('/v1/user/settings/enable-nsfw', british, { enableNSFW: true })).code).toBe(
      REFUSAL_CODE.verificationNeeded,
    );
    expect((await call('/v1/user/settings/enable-nsfw', british, { enableNSFW: false })).code).toBe(
      0,
    );
    // Publishing a character waits for the verification too.
    const order = await call<{ characterId: string }>('/v1/custom-character/create', british, {
      mode: 'prompt',
      style: 'anime',
      gender: 'woman',
      description: 'A cheerful librarian in her thirties who loves old maps and rainy days',
      name: 'Mira',
      lang: 'en',
    });
    expect(order, order.msg).toMatchObject({ code: 0 });
    await t.generation.runWoken();
    const { characterId } = order.data;
    expect((await call('/v1/custom-character/confirm', british, { characterId })).code).toBe(0);
    const publish = () =>
      call('/v1/custom-character/edit', british, { characterId, visibility: 1 });
    expect((await publish()).code).toBe(REFUSAL_CODE.verificationNeeded);

    // Approved: both are open.
    const selfie = await uploaded(british, 30);
    const document = await uploaded(british, 90);
    await call('/v1/user/profile-verification/submit', british, {
      selfieUploadId: selfie.uploadId,
      documentUploadId: document.uploadId,
    });
    const verificationId = (await support('verifications')).output
      .split('\n')
      .find((line) => line.includes(british.uid))
      ?.split(' ')[0];
    expect((await support('verify', verificationId ?? '', 'approve')).code).toBe(0);
    expect(await profile(british)).toMatchObject({ state: 'approved', required: true });
    expect((await call('/v1/user/settings/enable-nsfw', british, { enableNSFW: true })).code).toBe(
      0,
    );
    expect((await publish()).code).toBe(0);

    const elsewhere = await signInWithEmail(t, 'trust.elsewhere@example.com');
    expect(
      (await call('/v1/user/settings/confirm-adult', elsewhere, { confirmed: true })).code,
    ).toBe(0);
    expect(
      (await call('/v1/user/settings/enable-nsfw', elsewhere, { enableNSFW: true })).code,
    ).toBe(0);
  });
});
