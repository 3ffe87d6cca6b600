import { payFeedbackEndpoint } from '@contract/api/pay-feedback-endpoints';
import { BRANDS } from '@contract/brands';
import { implement, signedInUid } from '../../api/endpoint-handler';
import { paymentFeedbackMail, savePaymentFeedback } from './payment-feedback';

export const payFeedbackRoutes = [
  implement(payFeedbackEndpoint, async (input, context) => {
    const { entry, isUpdate } = await savePaymentFeedback(context.db, {
      userId: signedInUid(context),
      orderId: input.orderId,
      what: input.what,
      contact: input.contact || null,
    });
    // The report is kept whatever the mail does: `npm run support -- payment-feedback` lists it.
    try {
      await context.services.mailer.send(
        paymentFeedbackMail(entry, BRANDS[context.env.BRAND].supportEmail),
        { orderId: entry.orderId },
      );
    } catch (error) {
      context.log.warn({ err: error, orderId: entry.orderId }, 'payment report not mailed');
    }
    return { received: true as const, isUpdate };
  }),
];
