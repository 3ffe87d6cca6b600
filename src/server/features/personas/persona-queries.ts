import type { Persona } from '@contract/api/persona-endpoints';
import { REFUSAL_CODE } from '@contract/api-codes';
import { PERSONA_LIMITS, type PersonaGender } from '@contract/personas';
import { and, asc, count, desc, eq, isNull, or } from 'drizzle-orm';
import { ApiFailure } from '../../api/api-failure';
import type { Database, Executor, Transaction } from '../../db/database';
import { conversations } from '../../db/schema/conversations';
import { userPersonas } from '../../db/schema/personas';
import { users } from '../../db/schema/users';
import { newOpaqueId } from '../../lib/secrets';

type PersonaRow = typeof userPersonas.$inferSelect;

/** What a persona says about the user, as a prompt reads it. */
export interface PromptPersona {
  /** Empty: the user's nick. */
  name: string;
  gender: PersonaGender;
  age: number | null;
  look: string;
  bio: string;
}

/** A persona as the API answers it. */
function toPersona(row: PersonaRow): Persona {
  return {
    id: row.id,
    name: row.name,
    gender: row.gender,
    age: row.age,
    look: row.look,
    bio: row.bio,
    isDefault: row.isDefault,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The user's personas, the default first, then oldest first. */
export async function listPersonas(db: Executor, userId: string): Promise<Persona[]> {
  const rows = await db
    .select()
    .from(userPersonas)
    .where(eq(userPersonas.userId, userId))
    .orderBy(desc(userPersonas.isDefault), asc(userPersonas.createdAt), asc(userPersonas.id));
  return rows.map(toPersona);
}

/** A persona's fields as a save brings them (already checked). */
export interface PersonaFields extends PromptPersona {
  isDefault: boolean;
}

const notFound = () => new ApiFailure(REFUSAL_CODE.notFound, 'This persona does not exist');

/**
 * Creates a persona (no id) or rewrites one of the user's. The user's row is locked first, so
 * parallel saves neither pass the count limit together nor make two defaults.
 */
export async function savePersona(
  db: Database,
  userId: string,
  input: PersonaFields & { id?: string },
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const { id, ...fields } = input;
    if (fields.isDefault) {
      await tx
        .update(userPersonas)
        .set({ isDefault: false })
        .where(and(eq(userPersonas.userId, userId), eq(userPersonas.isDefault, true)));
    }
    if (id) {
      const changed = await tx
        .update(userPersonas)
        .set({ ...fields, updatedAt: new Date() })
        .where(and(eq(userPersonas.id, id), eq(userPersonas.userId, userId)))
        .returning({ id: userPersonas.id });
      if (changed.length === 0) throw notFound();
      return;
    }
    const [kept] = await tx
      .select({ total: count() })
      .from(userPersonas)
      .where(eq(userPersonas.userId, userId));
    if ((kept?.total ?? 0) >= PERSONA_LIMITS.count) {
      throw new ApiFailure(
        REFUSAL_CODE.personaLimit,
        `You can keep ${PERSONA_LIMITS.count} personas; delete one first`,
      );
    }
    await tx.insert(userPersonas).values({ id: newOpaqueId(), userId, ...fields });
  });
}

/** Deletes one of the user's personas; conversations that chose it use the default again. */
export async function deletePersona(db: Executor, userId: string, id: string): Promise<void> {
  const deleted = await db
    .delete(userPersonas)
    .where(and(eq(userPersonas.id, id), eq(userPersonas.userId, userId)))
    .returning({ id: userPersonas.id });
  if (deleted.length === 0) throw notFound();
}

/** Whether the persona is the user's own, keeping it from deletion until the transaction ends. */
export async function lockOwnPersona(
  tx: Transaction,
  userId: string,
  id: string,
): Promise<boolean> {
  const [row] = await tx
    .select({ id: userPersonas.id })
    .from(userPersonas)
    .where(and(eq(userPersonas.id, id), eq(userPersonas.userId, userId)))
    .for('share')
    .limit(1);
  return row !== undefined;
}

/**
 * The persona a conversation's prompt reads: none when the user turned it off there, else the one
 * chosen there, else the user's default, else none.
 */
export async function personaForConversation(
  db: Executor,
  conversationId: string,
): Promise<PromptPersona | null> {
  const [row] = await db
    .select({
      name: userPersonas.name,
      gender: userPersonas.gender,
      age: userPersonas.age,
      look: userPersonas.look,
      bio: userPersonas.bio,
    })
    .from(conversations)
    .innerJoin(
      userPersonas,
      and(
        eq(userPersonas.userId, conversations.userId),
        or(
          eq(userPersonas.id, conversations.personaId),
          and(isNull(conversations.personaId), eq(userPersonas.isDefault, true)),
        ),
      ),
    )
    .where(and(eq(conversations.id, conversationId), eq(conversations.isPersonaOff, false)))
    .limit(1);
  return row ?? null;
}
