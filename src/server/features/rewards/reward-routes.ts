import {
  invitePreparedMessageEndpoint,
  inviteSummaryEndpoint,
  rewardEnergyEndpoint,
  supportChannelClaimEndpoint,
  supportChannelStatusEndpoint,
  surveyAnswerEndpoint,
  surveyCompleteEndpoint,
  surveyStatusEndpoint,
} from '@contract/api/reward-endpoints';
import { implement, signedInUid } from '../../api/endpoint-handler';
import { claimHomeScreenReward } from './home-screen-reward';
import { prepareInviteMessage } from './invite-message';
import { inviteSummary } from './invite-summary';
import { claimSupportChannelGift, supportChannelStatus } from './support-channel';
import { answerSurvey, completeSurvey, surveyStatus } from './survey';

export const rewardRoutes = [
  implement(rewardEnergyEndpoint, async (_input, context) => {
    // `event` has one value today (the home-screen gift); the schema refuses any other.
    const energy = await claimHomeScreenReward(context.db, signedInUid(context));
    return { success: true as const, energy };
  }),

  implement(inviteSummaryEndpoint, async (_input, context) =>
    inviteSummary(context.db, signedInUid(context), {
      bot: context.services.payments.telegram,
      log: context.log,
    }),
  ),

  implement(invitePreparedMessageEndpoint, async (input, context) => ({
    id: await prepareInviteMessage(context.db, signedInUid(context), input, {
      bot: context.services.payments.telegram,
      log: context.log,
    }),
  })),

  implement(supportChannelStatusEndpoint, async (_input, context) =>
    supportChannelStatus(context.db, signedInUid(context), {
      env: context.env,
      bot: context.services.payments.telegram,
      log: context.log,
    }),
  ),

  implement(supportChannelClaimEndpoint, async (_input, context) =>
    claimSupportChannelGift(context.db, signedInUid(context), {
      env: context.env,
      bot: context.services.payments.telegram,
      log: context.log,
    }),
  ),

  implement(surveyStatusEndpoint, async (_input, context) =>
    surveyStatus(context.db, signedInUid(context)),
  ),

  implement(surveyAnswerEndpoint, async ({ questionId, choiceId }, context) =>
    answerSurvey(context.db, signedInUid(context), { questionId, choiceId }),
  ),

  implement(surveyCompleteEndpoint, async (_input, context) =>
    completeSurvey(context.db, signedInUid(context)),
  ),
];
