import { BottomPopup } from '@client/components/bottom-popup/bottom-popup';
import { showToast } from '@client/components/toast/toast-store';
import { useExclusiveAction } from '@client/lib/use-exclusive-action';
import {
  REPORT_DETAILS_MAX_LENGTH,
  REPORT_REASONS,
  type ReportReason,
  type ReportTarget,
} from '@contract/reports';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Button } from '@telegram-apps/telegram-ui';
import { useState } from 'react';
import { reportContent } from './api/report-content';
import { REASON_LABELS } from './reason-labels';
import './trust.css';

/** What is reported: its kind, its id, and the name the reporter knows it by. */
export interface ReportTargetRef {
  type: ReportTarget;
  id: string;
  /** A character's or creator's name; empty for a message or a photo. */
  name: string;
}

const TITLES: Record<'message' | 'photo', MessageDescriptor> = {
  message: msg`Report this message`,
  photo: msg`Report this photo`,
};

export interface ReportSheetProps {
  target: ReportTargetRef;
  isOpen: boolean;
  onClose(): void;
}

/** Reports content or a creator to the moderators, with a reason and an optional note. */
export default function ReportSheet({ target, isOpen, onClose }: ReportSheetProps) {
  const { t, i18n } = useLingui();
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [details, setDetails] = useState('');
  const sending = useExclusiveAction();
  const nick = target.name;
  const title =
    target.type === 'message' || target.type === 'photo'
      ? i18n._(TITLES[target.type])
      : t`Report ${nick}`;

  const send = () =>
    sending.run(async () => {
      if (!reason) return;
      await reportContent({ targetType: target.type, targetId: target.id, reason, details });
      showToast(
        nick
          ? t`Thank you. Our moderators will look at ${nick}.`
          : t`Thank you. Our moderators will look at it.`,
      );
      setReason(null);
      setDetails('');
      onClose();
    });

  return (
    <BottomPopup isOpen={isOpen} onClose={onClose} label={title}>
      <div className="report-sheet">
        <h2>{title}</h2>
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
