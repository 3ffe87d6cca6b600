import { REFUSAL_CODE } from '@contract/api-codes';
import { and, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import { ApiFailure } from '../../api/api-failure';
import type { Executor } from '../../db/database';
import { characters } from '../../db/schema/characters';
import { generationJobs } from '../../db/schema/generation-jobs';
import type { CharacterRow } from '../characters/character-views';

const jobColumns = {
  progress: generationJobs.progress,
  stage: generationJobs.stage,
  failureReason: generationJobs.failureReason,
};

/** The caller's own (not deleted) character; another user's is answered as missing. */
export async function loadOwnCharacter(
  db: Executor,
  ownerId: string,
  characterId: string,
): Promise<CharacterRow> {
  const [row] = await db
    .select()
    .from(characters)
    .where(
      and(
        eq(characters.id, characterId),
        eq(characters.ownerId, ownerId),
        isNotNull(characters.customState),
        isNull(characters.deletedAt),
      ),
    )
    .limit(1);
  if (!row) throw new ApiFailure(REFUSAL_CODE.notFound, 'This character does not exist');
  return row;
}

/** The job that makes (or made) a character, for its progress. */
export async function loadCharacterJob(db: Executor, row: CharacterRow) {
  if (!row.generationJobId) return null;
  const [job] = await db
    .select(jobColumns)
    .from(generationJobs)
    .where(eq(generationJobs.id, row.generationJobId))
    .limit(1);
  return job ?? null;
}

/** My roles: the caller's characters, newest first, each with its job's progress. */
export async function listOwnCharacters(db: Executor, ownerId: string) {
  return db
    .select({ character: characters, job: jobColumns })
    .from(characters)
    .leftJoin(generationJobs, eq(generationJobs.id, characters.generationJobId))
    .where(
      and(
        eq(characters.ownerId, ownerId),
        isNotNull(characters.customState),
        isNull(characters.deletedAt),
      ),
    )
    .orderBy(desc(characters.createdAt), desc(characters.id))
    .limit(200);
}
