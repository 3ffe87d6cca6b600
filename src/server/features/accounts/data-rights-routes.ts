import {
  activateEndpoint,
  deactivateEndpoint,
  exportDataEndpoint,
} from '@contract/api/user-endpoints';
import { implement, signedInUid } from '../../api/endpoint-handler';
import { activateAccount, deactivateAccount, exportUserData } from './data-rights';

export const dataRightsRoutes = [
  implement(exportDataEndpoint, async (_input, context) =>
    exportUserData(context.db, signedInUid(context)),
  ),
  implement(deactivateEndpoint, async (_input, context) => {
    const scheduledAt = await deactivateAccount(context.db, signedInUid(context));
    return { deletionScheduledAt: scheduledAt.toISOString() };
  }),
  implement(activateEndpoint, async (_input, context) =>
    activateAccount(context.db, signedInUid(context)),
  ),
];
