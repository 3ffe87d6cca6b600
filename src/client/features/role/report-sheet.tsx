import { BottomPopup } from '@client/components/bottom-popup/bottom-popup';
import { showToast } from '@client/components/toast/toast-store';
import { useExclusiveAction } from '@client/lib/use-exclusive-action';
import { REPORT_DETAILS_MAX_LENGTH, REPORT_REASONS, type ReportReason } from '@contract/reports';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Button } from '@telegram-apps/telegram-ui';
import { useState } from 'react';
import { reportCharacter } from '../characters/api/report-character';

const REASON_LABELS: Record<ReportReason, MessageDescriptor> = {
  minor: msg`Seems to be a minor`,
  real_person: msg`Is a real person`,
  non_consensual: msg`Non-consensual or violent content`,
  hate: msg`Hate or harassment`,
  spam: msg`Spam or scam`,
  other: msg`Something else`,
};

export interface ReportSheetProps {
  characterId: string;
  nick: string;
  isOpen: boolean;
  onClose(): void;
}

/** Reports a public character to the moderators, with a reason and an optional note. */
export function ReportSheet({ characterId, nick, isOpen, onClose }: ReportSheetProps) {
  const { t, i18n } = useLingui();
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [details, setDetails] = useState('');
  const sending = useExclusiveAction();

  const send = () =>
    sending.run(async () => {
      if (!reason) return;
      await reportCharacter({ targetType: 'character', targetId: characterId, reason, details });
      showToast(t`Thank you. Our moderators will look at ${nick}.`);
      setReason(null);
      setDetails('');
      onClose();
    });

  return (
    <BottomPopup isOpen={isOpen} onClose={onClose} label={t`Report ${nick}`}>
      <div className="report-sheet">
        <h2>{t`Report ${nick}`}</h2>
        <fieldset className="report-sheet__reasons">
          <legend>{t`What is wrong?`}</legend>
          {REPORT_REASONS.map((id) => (
            <label key={id} className="report-sheet__reason">
              <input
                type="radio"
                name="report-reason"
                checked={reason === id}
                onChange={() => setReason(id)}
              />
              {i18n._(REASON_LABELS[id])}
            </label>
          ))}
        </fieldset>
        <label className="report-sheet__details">
          <span>{t`Anything else we should know (optional)`}</span>
          <textarea
            dir="auto"
            className="text-field"
            value={details}
            maxLength={REPORT_DETAILS_MAX_LENGTH}
            onChange={(event) => setDetails(event.target.value)}
          />
        </label>
        <Button size="l" stretched disabled={!reason} loading={sending.isBusy} onClick={send}>
          {t`Send report`}
        </Button>
      </div>
    </BottomPopup>
  );
}
