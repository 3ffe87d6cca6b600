import {
  personaDeleteEndpoint,
  personaListEndpoint,
  personaSaveEndpoint,
} from '@contract/api/persona-endpoints';
import { type HandlerContext, implement, signedInUid } from '../../api/endpoint-handler';
import { loadUser } from '../../api/load-user';
import { deletePersona, listPersonas, savePersona } from './persona-queries';
import { assertSafePersona } from './persona-safety';

/** The caller's personas and the nick an unnamed one goes by. */
export async function personasOf(context: HandlerContext, userId: string) {
  const [list, user] = await Promise.all([
    listPersonas(context.db, userId),
    loadUser(context.db, userId),
  ]);
  return { list, nick: user.nick };
}

export const personaRoutes = [
  implement(personaListEndpoint, async (_input, context) =>
    personasOf(context, signedInUid(context)),
  ),

  implement(
    personaSaveEndpoint,
    async ({ id, name, gender, age, look, bio, isDefault }, context) => {
      const userId = signedInUid(context);
      // Checked before it is stored: every reply of a conversation that uses it reads it.
      assertSafePersona({ name, look, bio });
      await savePersona(context.db, userId, { id, name, gender, age, look, bio, isDefault });
      return personasOf(context, userId);
    },
  ),

  implement(personaDeleteEndpoint, async ({ id }, context) => {
    const userId = signedInUid(context);
    await deletePersona(context.db, userId, id);
    return personasOf(context, userId);
  }),
];
