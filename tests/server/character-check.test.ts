import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REFUSAL_CODE } from '../../src/contract/api-codes';
import { openDatabase } from '../../src/server/db/database';
import { characters } from '../../src/server/db/schema/characters';
import { oneTimeTasks } from '../../src/server/db/schema/one-time-tasks';
import { moderationDecisions, reports } from '../../src/server/db/schema/reports';
import { listModerationQueue } from '../../src/server/features/reports/moderation';
import {
  CHARACTER_CHECK_REPORTER,
  characterAuditTask,
} from '../../src/server/features/safety/character-audit';
import { createJobQueue, type JobQueue } from '../../src/server/jobs/job-queue';
import type { OneTimeTask } from '../../src/server/jobs/one-time-task';
import { createLogger } from '../../src/server/lib/logger';
import { setBalances } from './helpers/chat';
import { type SignedIn, signInWithEmail } from './helpers/sign-in';
import { createTestApp, type TestApp } from './helpers/test-app';
import { WIZARD_CHOICES } from './helpers/wizard-choices';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A persona as a chat model might write it: a minor together with sexual context. */
const FAILING_PERSONA = 'She is a 15 year old schoolgirl who wants sex with you.';

/** A made and confirmed, still private, character of a new user. */
async function confirmedCharacter(email: string) {
  const user = await signInWithEmail(t, email);
  await setBalances(t, user.uid, { goldBalance: 500 });
  const created = await t.call('/v1/custom-character/create', {
    token: user.token,
    ...WIZARD_CHOICES,
  });
  expect(created.envelope, created.envelope.msg).toMatchObject({ code: 0 });
  const { characterId } = created.envelope.data as { characterId: string };
  expect(await t.generation.runWoken()).toBe(1);
  const confirmed = await t.call('/v1/custom-character/confirm', {
    token: user.token,
    characterId,
  });
  expect(confirmed.envelope).toMatchObject({ code: 0 });
  return { user, characterId };
}

const edit = (user: SignedIn, characterId: string, changes: Record<string, unknown>) =>
  t.call('/v1/custom-character/edit', { token: user.token, characterId, ...changes });

const rowOf = async (characterId: string) =>
  (await t.db.select().from(characters).where(eq(characters.id, characterId)))[0];

describe('a public character must pass the character check', () => {
  it('cannot be published while her persona fails, and nothing changes', async () => {
    const { user, characterId } = await confirmedCharacter('check.publish@example.com');
    await t.db
      .update(characters)
      .set({ persona: FAILING_PERSONA })
      .where(eq(characters.id, characterId));
    const before = await rowOf(characterId);

    const refused = await edit(user, characterId, {
      visibility: 1,
      description: 'Hana, at night.',
    });
    expect(refused.envelope.code).toBe(REFUSAL_CODE.unsafeCharacter);
    expect(await rowOf(characterId)).toEqual(before);

    await t.db
      .update(characters)
      .set({ persona: 'Hana is a 24 year old photographer.' })
      .where(eq(characters.id, characterId));
    const published = await edit(user, characterId, { visibility: 1 });
    expect(published.envelope).toMatchObject({ code: 0, data: { visibility: 1 } });
  });

  it('cannot be edited into failing once public, by any of her texts', async () => {
    const { user, characterId } = await confirmedCharacter('check.edit@example.com');
    // Her persona names a minor without sexual context: public, that passes.
    await t.db
      .update(characters)
      .set({ persona: 'Hana babysits the 12 year old girl next door on Saturdays.' })
      .where(eq(characters.id, characterId));
    expect((await edit(user, characterId, { visibility: 1 })).envelope.code).toBe(0);
    const before = await rowOf(characterId);

    // Each edit alone names no minor, so the wizard's prompt check lets it through; with her
    // persona, sexual words make her fail.
    const greeting = await edit(user, characterId, { greeting: 'Come to bed, I want sex tonight' });
    expect(greeting.envelope.code).toBe(REFUSAL_CODE.unsafeCharacter);
    const scenario = await edit(user, characterId, { scenario: 'A night of sex at her place.' });
    expect(scenario.envelope.code).toBe(REFUSAL_CODE.unsafeCharacter);
    expect(await rowOf(characterId)).toEqual(before);

    // A harmless edit still goes through.
    const fine = await edit(user, characterId, { greeting: 'Coffee first?' });
    expect(fine.envelope.code).toBe(0);
  });

  it('refuses a real person in a public character, renaming included', async () => {
    const { user, characterId } = await confirmedCharacter('check.person@example.com');
    expect((await edit(user, characterId, { visibility: 1 })).envelope.code).toBe(0);
    await t.db
      .update(characters)
      .set({ scenario: 'You meet Taylor Swift backstage.' })
      .where(eq(characters.id, characterId));
    const renamed = await t.call('/v1/custom-character/edit-nick', {
      token: user.token,
      characterId,
      nick: 'Hana Mori',
    });
    expect(renamed.envelope.code).toBe(REFUSAL_CODE.unsafeCharacter);
  });
});

/** Rounds of `name` waiting or running, as pg-boss's own rows say. */
async function unfinishedJobs(name: string): Promise<number> {
  const { rows } = await t.database.runSql(
    `select count(*)::int as count from pgboss.job where name = $1 and state in ('created', 'retry', 'active')`,
    [name],
  );
  return (rows[0] as { count: number }).count;
}

describe('the one-time check of public characters', () => {
  it('hides and queues a failing seeded and a failing published character, once across copies', async () => {
    await t.db.update(characters).set({ persona: FAILING_PERSONA }).where(eq(characters.id, 'mei'));
    const { user, characterId } = await confirmedCharacter('check.audit@example.com');
    expect((await edit(user, characterId, { visibility: 1 })).envelope.code).toBe(0);
    await t.db
      .update(characters)
      .set({ scenario: 'You meet Taylor Swift backstage.' })
      .where(eq(characters.id, characterId));

    let runs = 0;
    const audit = characterAuditTask(t.db, t.services.moderation);
    const counted: OneTimeTask = {
      ...audit,
      run: (log) => {
        runs++;
        return audit.run(log);
      },
    };
    const log = createLogger('silent');
    // A second server copy has its own pool on PostgreSQL; PGlite's one instance is shared.
    const secondCopy = t.database.url
      ? await openDatabase({ databaseUrl: t.database.url, dataDir: ':memory:' })
      : null;
    const copies: JobQueue[] = [
      createJobQueue(t.database, log, { pollSeconds: 0.5 }),
      createJobQueue(secondCopy ?? t.database, log, { pollSeconds: 0.5 }),
    ];
    try {
      for (const copy of copies) await copy.start();
      await Promise.all(copies.map((copy) => copy.runOnce(counted)));
      await expect
        .poll(async () => (await t.db.select().from(oneTimeTasks)).length, { timeout: 30_000 })
        .toBe(1);
      await expect.poll(() => unfinishedJobs(audit.name), { timeout: 30_000 }).toBe(0);
      expect(runs).toBe(1);

      expect((await rowOf('mei'))?.hiddenAt).not.toBeNull();
      expect((await rowOf(characterId))?.hiddenAt).not.toBeNull();
      expect((await rowOf('sofia'))?.hiddenAt).toBeNull();
      const queue = await listModerationQueue(t.db);
      expect(queue).toContainEqual(
        expect.objectContaining({
          targetType: 'character',
          targetId: 'mei',
          reasons: { minor: 1 },
        }),
      );
      expect(queue).toContainEqual(
        expect.objectContaining({
          targetType: 'character',
          targetId: characterId,
          reasons: { real_person: 1 },
        }),
      );
      // Her creator sees the decision and may appeal it.
      const [decision] = await t.db
        .select()
        .from(moderationDecisions)
        .where(
          and(
            eq(moderationDecisions.userId, user.uid),
            eq(moderationDecisions.targetId, characterId),
          ),
        );
      expect(decision).toMatchObject({ action: 'hidden', reason: 'real_person' });
      const catalogue = await t.call('/v1/character/list', { sort: 3, size: 50 });
      expect(JSON.stringify(catalogue.envelope.data)).not.toContain('"characterId":"mei"');
      const filed = await t.db
        .select({ targetId: reports.targetId })
        .from(reports)
        .where(eq(reports.reporterId, CHARACTER_CHECK_REPORTER));
      // The earlier test's public character with a real person in her scenario is caught too.
      expect(filed.map((row) => row.targetId)).toEqual(
        expect.arrayContaining([characterId, 'mei']),
      );
      expect(filed.map((row) => row.targetId)).not.toContain('sofia');

      // A restart asks again: the marker ends it without a job.
      const restarted = createJobQueue(t.database, log, { pollSeconds: 0.5 });
      await restarted.start();
      await restarted.runOnce(counted);
      expect(await unfinishedJobs(audit.name)).toBe(0);
      await restarted.stop();
      expect(runs).toBe(1);
    } finally {
      await Promise.all(copies.map((copy) => copy.stop()));
      await secondCopy?.close();
    }
  });
});
