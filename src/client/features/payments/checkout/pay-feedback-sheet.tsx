import { BottomPopup } from '@client/components/bottom-popup/bottom-popup';
import { showToast } from '@client/components/toast/toast-store';
import { useExclusiveAction } from '@client/lib/use-exclusive-action';
import { PAY_FEEDBACK_CONTACT_MAX_LENGTH, PAY_FEEDBACK_MAX_LENGTH } from '@contract/pay-feedback';
import { useLingui } from '@lingui/react/macro';
import { Button } from '@telegram-apps/telegram-ui';
import { useState } from 'react';
import { sendPayFeedback } from '../api/send-pay-feedback';

/**
 * "Payment may have encountered an issue" (spec §8): the buyer tells support what happened, and
 * support gets it with the order. Sending again for the same order replaces the first account.
 */
export function PayFeedbackSheet({
  orderId,
  isOpen,
  onClose,
}: {
  orderId: string;
  isOpen: boolean;
  onClose(): void;
}) {
  const { t } = useLingui();
  const [what, setWhat] = useState('');
  const [contact, setContact] = useState('');
  const sending = useExclusiveAction();
  const send = () =>
    sending.run(async () => {
      await sendPayFeedback({
        orderId,
        what: what.trim(),
        ...(contact.trim() ? { contact: contact.trim() } : {}),
      });
      showToast(t`Sent. Support will look at your order and answer soon.`);
      onClose();
    });

  return (
    <BottomPopup isOpen={isOpen} onClose={onClose} label={t`Tell support what happened`}>
      <form
        className="pay-feedback"
        onSubmit={(event) => {
          event.preventDefault();
          void send();
        }}
      >
        <h2>{t`Tell support what happened`}</h2>
        <p>{t`Your order is attached, so support can check it with the payment provider.`}</p>
        <label className="pay-feedback__field">
          <span>{t`What happened?`}</span>
          <textarea
            dir="auto"
            className="text-field"
            name="what"
            rows={4}
            value={what}
            maxLength={PAY_FEEDBACK_MAX_LENGTH}
            onChange={(event) => setWhat(event.target.value)}
            data-autofocus
          />
        </label>
        <label className="pay-feedback__field">
          <span>{t`How can support reach you? (optional)`}</span>
          <input
            dir="auto"
            className="text-field"
            name="contact"
            value={contact}
            maxLength={PAY_FEEDBACK_CONTACT_MAX_LENGTH}
            onChange={(event) => setContact(event.target.value)}
          />
        </label>
        <Button type="submit" size="l" stretched disabled={!what.trim()} loading={sending.isBusy}>
          {t`Send to support`}
        </Button>
      </form>
    </BottomPopup>
  );
}
