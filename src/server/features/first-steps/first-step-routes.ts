import { firstStepSeenEndpoint } from '@contract/api/first-step-endpoints';
import { eq, sql } from 'drizzle-orm';
import { implement, signedInUid } from '../../api/endpoint-handler';
import { users } from '../../db/schema/users';

export const firstStepRoutes = [
  // One statement adds the step unless it is there, so two devices marking it at once keep it once.
  implement(firstStepSeenEndpoint, async ({ step }, context) => {
    const uid = signedInUid(context);
    const [row] = await context.db
      .update(users)
      .set({
        seenFirstSteps: sql`case when ${users.seenFirstSteps} ? ${step}
          then ${users.seenFirstSteps}
          else ${users.seenFirstSteps} || jsonb_build_array(${step}::text) end`,
      })
      .where(eq(users.id, uid))
      .returning({ seenFirstSteps: users.seenFirstSteps });
    return { seenFirstSteps: row?.seenFirstSteps ?? [] };
  }),
];
