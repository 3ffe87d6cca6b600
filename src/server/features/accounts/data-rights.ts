import { REFUSAL_CODE } from '@contract/api-codes';
import { ACCOUNT_DELETION_GRACE_MS } from '@contract/constants';
import { VISIBILITY } from '@contract/enums';
import { and, asc, eq, inArray, isNull, lt, ne, sql } from 'drizzle-orm';
import { ApiFailure } from '../../api/api-failure';
import { loadUser } from '../../api/load-user';
import type { Database } from '../../db/database';
import { analyticsEvents, siteOpens } from '../../db/schema/analytics';
import { chapters } from '../../db/schema/chapters';
import {
  characterLikes,
  characters,
  lorebookEntries,
  storyProgress,
} from '../../db/schema/characters';
import { conversations, messages } from '../../db/schema/conversations';
import { generationJobs } from '../../db/schema/generation-jobs';
import { erasedLedgerTotals, ledgerEntries } from '../../db/schema/ledger';
import { loginCodes } from '../../db/schema/login-codes';
import { meetPreferences, meetSwipes } from '../../db/schema/meet';
import { memoryFacts } from '../../db/schema/memory-facts';
import { paymentFeedback } from '../../db/schema/payment-feedback';
import { subscriptions } from '../../db/schema/payments';
import { userPersonas } from '../../db/schema/personas';
import { moderationDecisions, profileVerifications, reports } from '../../db/schema/reports';
import { conversationScenes } from '../../db/schema/scenes';
import { studioItemLikes, studioItems } from '../../db/schema/studio-items';
import { surveyResponses } from '../../db/schema/survey';
import { identities, sessions, users } from '../../db/schema/users';
import { deleteErasedUserMedia } from './erase-media';
import { revokeAllSessions } from './sessions';
import { toUserProfile } from './user-profile';

/** The addresses and numbers codes were sent to for these sign-in methods. */
const codeAddressesOf = (methods: ReadonlyArray<{ kind: string; subject: string }>) =>
  methods
    .filter((method) => method.kind === 'email' || method.kind === 'phone')
    .map((method) => method.subject);

/** Everything we hold about a user, as one JSON document (no secrets: token and code hashes stay). */
export async function exportUserData(db: Database, uid: string) {
  const user = await loadUser(db, uid);
  const methods = await db.select().from(identities).where(eq(identities.userId, uid));
  const addresses = codeAddressesOf(methods);
  const [
    sessionRows,
    ledgerRows,
    events,
    opens,
    mails,
    chats,
    likes,
    memories,
    made,
    reported,
    studio,
    survey,
  ] = await Promise.all([
    db
      .select({
        createdAt: sessions.createdAt,
        expiresAt: sessions.expiresAt,
        revokedAt: sessions.revokedAt,
      })
      .from(sessions)
      .where(eq(sessions.userId, uid))
      .orderBy(asc(sessions.createdAt)),
    db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.userId, uid))
      .orderBy(asc(ledgerEntries.id)),
    db
      .select()
      .from(analyticsEvents)
      .where(eq(analyticsEvents.uid, uid))
      .orderBy(asc(analyticsEvents.id)),
    db.select().from(siteOpens).where(eq(siteOpens.uid, uid)).orderBy(asc(siteOpens.id)),
    addresses.length > 0
      ? db
          .select({
            email: loginCodes.address,
            channel: loginCodes.channel,
            kind: loginCodes.kind,
            ip: loginCodes.ip,
            createdAt: loginCodes.createdAt,
            usedAt: loginCodes.usedAt,
          })
          .from(loginCodes)
          .where(inArray(loginCodes.address, addresses))
          .orderBy(asc(loginCodes.id))
      : Promise.resolve([]),
    db
      .select({
        conversationId: conversations.id,
        characterId: conversations.characterId,
        role: messages.role,
        content: messages.content,
        status: messages.status,
        giftId: messages.giftId,
        photoId: sql<string | null>`${messages.photo}->>'photoId'`,
        // A photo she offered with the reply: her line, its price, and whether it was opened.
        offer: messages.offer,
        createdAt: messages.createdAt,
      })
      .from(messages)
      .innerJoin(conversations, eq(conversations.id, messages.conversationId))
      .where(eq(conversations.userId, uid))
      .orderBy(asc(messages.id)),
    db
      .select({ characterId: characterLikes.characterId, state: characterLikes.state })
      .from(characterLikes)
      .where(eq(characterLikes.userId, uid)),
    db
      .select({
        conversationId: memoryFacts.conversationId,
        text: memoryFacts.text,
        sourceMessageId: memoryFacts.sourceMessageId,
        createdAt: memoryFacts.createdAt,
        updatedAt: memoryFacts.updatedAt,
      })
      .from(memoryFacts)
      .innerJoin(conversations, eq(conversations.id, memoryFacts.conversationId))
      .where(eq(conversations.userId, uid))
      .orderBy(asc(memoryFacts.id)),
    db
      .select({
        characterId: characters.id,
        mode: characters.customMode,
        description: characters.customDescription,
        style: characters.style,
        gender: characters.gender,
        age: characters.age,
        race: characters.race,
        eyeColor: characters.eyeColor,
        hairstyle: characters.hairstyle,
        hairColor: characters.hairColor,
        body: characters.body,
        breast: characters.breast,
        hips: characters.hips,
        clothing: characters.clothing,
        kinks: characters.kinks,
        occupation: characters.occupation,
        personality: characters.personality,
        relationship: characters.relationship,
        texts: characters.texts,
        story: characters.story,
        tags: characters.tags,
        visibility: characters.visibility,
        state: characters.customState,
        pricePaid: characters.pricePaid,
        portraitMediaId: characters.portraitMediaId,
        /** An imported character card's other fields and credits (features/character-cards). */
        card: characters.card,
        voice: characters.voice,
        createdAt: characters.createdAt,
        deletedAt: characters.deletedAt,
      })
      .from(characters)
      .where(eq(characters.ownerId, uid))
      .orderBy(asc(characters.createdAt)),
    db
      .select({
        targetType: reports.targetType,
        targetId: reports.targetId,
        reason: reports.reason,
        details: reports.details,
        createdAt: reports.createdAt,
      })
      .from(reports)
      .where(eq(reports.reporterId, uid)),
    db
      .select({
        itemId: studioItems.id,
        kind: studioItems.kind,
        characterId: studioItems.characterId,
        state: studioItems.state,
        prompt: studioItems.prompt,
        negativePrompt: studioItems.negativePrompt,
        isPrivate: studioItems.isPrivate,
        mediaId: studioItems.mediaId,
        pricePaid: studioItems.pricePaid,
        createdAt: studioItems.createdAt,
        deletedAt: studioItems.deletedAt,
      })
      .from(studioItems)
      .where(eq(studioItems.ownerId, uid))
      .orderBy(asc(studioItems.createdAt)),
    db
      .select({
        answers: surveyResponses.answers,
        completedAt: surveyResponses.completedAt,
        updatedAt: surveyResponses.updatedAt,
      })
      .from(surveyResponses)
      .where(eq(surveyResponses.userId, uid)),
  ]);
  const meetConfig = await db
    .select({
      style: meetPreferences.style,
      gender: meetPreferences.gender,
      tags: meetPreferences.tags,
      ageMin: meetPreferences.ageMin,
      ageMax: meetPreferences.ageMax,
      updatedAt: meetPreferences.updatedAt,
    })
    .from(meetPreferences)
    .where(eq(meetPreferences.userId, uid));
  const meetSwipeRows = await db
    .select({
      characterId: meetSwipes.characterId,
      action: meetSwipes.action,
      isMatch: meetSwipes.isMatch,
      createdAt: meetSwipes.createdAt,
    })
    .from(meetSwipes)
    .where(eq(meetSwipes.userId, uid))
    .orderBy(asc(meetSwipes.createdAt));
  const personas = await db
    .select({
      name: userPersonas.name,
      gender: userPersonas.gender,
      age: userPersonas.age,
      look: userPersonas.look,
      bio: userPersonas.bio,
      isDefault: userPersonas.isDefault,
      createdAt: userPersonas.createdAt,
      updatedAt: userPersonas.updatedAt,
    })
    .from(userPersonas)
    .where(eq(userPersonas.userId, uid))
    .orderBy(asc(userPersonas.createdAt));
  const scenes = await db
    .select({
      conversationId: conversationScenes.conversationId,
      place: conversationScenes.place,
      timeOfDay: conversationScenes.timeOfDay,
      outfit: conversationScenes.outfit,
      mood: conversationScenes.mood,
      happening: conversationScenes.happening,
      source: conversationScenes.source,
      updatedAt: conversationScenes.updatedAt,
    })
    .from(conversationScenes)
    .innerJoin(conversations, eq(conversations.id, conversationScenes.conversationId))
    .where(eq(conversations.userId, uid))
    .orderBy(asc(conversationScenes.conversationId));
  // Her chapters of the user's conversations, as they stand (a deleted one is empty, left out).
  // The lorebooks of the characters the user made or imported.
  const lorebooks = await db
    .select({
      characterId: lorebookEntries.characterId,
      name: lorebookEntries.name,
      keys: lorebookEntries.keys,
      secondaryKeys: lorebookEntries.secondaryKeys,
      content: lorebookEntries.content,
      enabled: lorebookEntries.enabled,
      constant: lorebookEntries.constant,
      createdAt: lorebookEntries.createdAt,
    })
    .from(lorebookEntries)
    .innerJoin(characters, eq(characters.id, lorebookEntries.characterId))
    .where(eq(characters.ownerId, uid))
    .orderBy(
      asc(lorebookEntries.characterId),
      asc(lorebookEntries.insertionOrder),
      asc(lorebookEntries.id),
    );
  const storyChapters = await db
    .select({
      conversationId: chapters.conversationId,
      number: chapters.number,
      title: chapters.title,
      summary: chapters.summary,
      source: chapters.source,
      createdAt: chapters.createdAt,
      updatedAt: chapters.updatedAt,
    })
    .from(chapters)
    .innerJoin(conversations, eq(conversations.id, chapters.conversationId))
    .where(and(eq(conversations.userId, uid), ne(chapters.status, 'deleted')))
    .orderBy(asc(chapters.id));
  const paymentReports = await db
    .select({
      orderId: paymentFeedback.orderId,
      what: paymentFeedback.what,
      contact: paymentFeedback.contact,
      createdAt: paymentFeedback.createdAt,
      updatedAt: paymentFeedback.updatedAt,
    })
    .from(paymentFeedback)
    .where(eq(paymentFeedback.userId, uid))
    .orderBy(asc(paymentFeedback.id));
  return {
    exportedAt: new Date().toISOString(),
    profile: toUserProfile(user),
    signInMethods: methods.map(({ kind, subject, label, createdAt }) => ({
      kind,
      subject,
      label,
      createdAt,
    })),
    sessions: sessionRows,
    signInMails: mails,
    ledger: ledgerRows.map(({ userId: _userId, ...row }) => row),
    analyticsEvents: events.map(({ uid: _uid, ...row }) => row),
    siteOpens: opens.map(({ uid: _uid, ...row }) => row),
    messages: chats,
    memories,
    chapters: storyChapters,
    personas,
    scenes,
    characterLikes: likes,
    createdCharacters: made,
    lorebookEntries: lorebooks,
    reports: reported,
    paymentReports,
    studioItems: studio,
    survey: survey[0] ?? null,
    meet: {
      preferences: meetConfig[0] ?? null,
      swipes: meetSwipeRows,
    },
  };
}

/** Starts deletion: sessions end now; personal data goes when the grace period ends. */
export async function deactivateAccount(db: Database, uid: string): Promise<Date> {
  const user = await loadUser(db, uid);
  const deactivatedAt = user.deactivatedAt ?? new Date();
  await db.transaction(async (tx) => {
    await tx.update(users).set({ deactivatedAt }).where(eq(users.id, uid));
    await revokeAllSessions(tx, uid);
  });
  return new Date(deactivatedAt.getTime() + ACCOUNT_DELETION_GRACE_MS);
}

/** Undoes a deactivation inside the grace period. */
export async function activateAccount(db: Database, uid: string) {
  const user = await loadUser(db, uid);
  if (
    user.deactivatedAt &&
    Date.now() - user.deactivatedAt.getTime() >= ACCOUNT_DELETION_GRACE_MS
  ) {
    throw new ApiFailure(REFUSAL_CODE.notFound, 'The restore period of this account has ended');
  }
  const [row] = await db
    .update(users)
    .set({ deactivatedAt: null })
    .where(eq(users.id, uid))
    .returning();
  return toUserProfile(row ?? user);
}

/**
 * Erases the accounts whose grace period ended: sign-in methods, sessions, mails, analytics and
 * the profile go; the ledger is folded into totals with no user; the id stays as a tombstone so
 * references elsewhere do not dangle. Answers how many accounts were erased.
 */
export async function eraseExpiredAccounts(db: Database, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - ACCOUNT_DELETION_GRACE_MS);
  const due = await db
    .select({ id: users.id })
    .from(users)
    .where(and(lt(users.deactivatedAt, cutoff), isNull(users.erasedAt)));
  for (const { id } of due) {
    await db.transaction(async (tx) => {
      const methods = await tx.select().from(identities).where(eq(identities.userId, id));
      const addresses = codeAddressesOf(methods);
      if (addresses.length > 0) {
        await tx.delete(loginCodes).where(inArray(loginCodes.address, addresses));
      }
      await tx.delete(identities).where(eq(identities.userId, id));
      await tx.delete(sessions).where(eq(sessions.userId, id));
      await tx.delete(analyticsEvents).where(eq(analyticsEvents.uid, id));
      await tx.delete(siteOpens).where(eq(siteOpens.uid, id));
      // Deleting a conversation deletes its messages, memories and scene (foreign key cascade).
      await tx.delete(conversations).where(eq(conversations.userId, id));
      await tx.delete(userPersonas).where(eq(userPersonas.userId, id));
      await tx.delete(characterLikes).where(eq(characterLikes.userId, id));
      await tx.delete(storyProgress).where(eq(storyProgress.userId, id));
      await tx.delete(meetSwipes).where(eq(meetSwipes.userId, id));
      await tx.delete(meetPreferences).where(eq(meetPreferences.userId, id));
      await tx.delete(reports).where(eq(reports.reporterId, id));
      await tx.delete(surveyResponses).where(eq(surveyResponses.userId, id));
      await tx.delete(paymentFeedback).where(eq(paymentFeedback.userId, id));
      // A subscription paused by the deactivation never renews for an erased account.
      await tx
        .update(subscriptions)
        .set({ state: 'cancelled', cancelledAt: now })
        .where(and(eq(subscriptions.userId, id), eq(subscriptions.state, 'active')));
      await tx.delete(studioItemLikes).where(eq(studioItemLikes.userId, id));
      // Private pictures go with the account; public ones stay in the gallery like published
      // characters, and so do their public media rows.
      await tx
        .delete(studioItems)
        .where(and(eq(studioItems.ownerId, id), eq(studioItems.isPrivate, true)));
      // Characters the user made and kept private go with their pictures and jobs; published ones
      // stay in the catalogue for the people who chat with them (docs/decisions.md).
      await tx
        .delete(characters)
        .where(and(eq(characters.ownerId, id), eq(characters.visibility, VISIBILITY.private)));
      // Their files are recorded with the rows and removed after the commit (account-eraser).
      await deleteErasedUserMedia(tx, id);
      // Decisions about the user go with their appeals (cascade); hidden content stays hidden.
      await tx.delete(moderationDecisions).where(eq(moderationDecisions.userId, id));
      await tx.delete(profileVerifications).where(eq(profileVerifications.userId, id));
      await tx.delete(generationJobs).where(eq(generationJobs.userId, id));
      const totals = await tx
        .select({
          currency: ledgerEntries.currency,
          direction: ledgerEntries.direction,
          amount: sql<number>`sum(${ledgerEntries.amount})::int`,
        })
        .from(ledgerEntries)
        .where(eq(ledgerEntries.userId, id))
        .groupBy(ledgerEntries.currency, ledgerEntries.direction);
      if (totals.length > 0) await tx.insert(erasedLedgerTotals).values(totals);
      await tx.delete(ledgerEntries).where(eq(ledgerEntries.userId, id));
      await tx
        .update(users)
        .set({
          nick: '',
          countryCode: null,
          city: null,
          channel: null,
          inviterId: null,
          preferenceTags: [],
          enableNsfw: false,
          adultConfirmedAt: null,
          energy: 0,
          goldBalance: 0,
          vipExpireAt: null,
          erasedAt: now,
        })
        .where(eq(users.id, id));
    });
  }
  return due.length;
}
