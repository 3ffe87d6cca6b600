import { PageFrame } from '@client/components/page-frame/page-frame';
import { useGoBack } from '@client/components/page-frame/use-go-back';
import { showToast } from '@client/components/toast/toast-store';
import { queryClient } from '@client/lib/query/query-client';
import { useApiQuery } from '@client/lib/query/use-api-query';
import { useExclusiveAction } from '@client/lib/use-exclusive-action';
import { sessionUidAtom } from '@client/session/session';
import type { ModerationDecision } from '@contract/api/report-endpoints';
import { APPEAL_MESSAGE_MAX_LENGTH, REPORT_REASONS, type ReportReason } from '@contract/reports';
import { ROUTES } from '@contract/routes';
import { useLingui } from '@lingui/react/macro';
import { Button } from '@telegram-apps/telegram-ui';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { getAppealInfo, submitAppeal } from './api/trust-api';
import { REASON_LABELS } from './reason-labels';
import './trust.css';

const isReason = (value: string): value is ReportReason =>
  (REPORT_REASONS as readonly string[]).includes(value);

/** What happened, in a sentence naming the content. */
function useDecisionTitle() {
  const { t, i18n } = useLingui();
  return (decision: ModerationDecision) => {
    const label = decision.targetLabel;
    switch (decision.targetType) {
      case 'character':
        return decision.action === 'hidden'
          ? t`Your character ${label} is hidden while moderators review reports`
          : t`Your character ${label} was removed by a moderator`;
      case 'photo':
        return decision.action === 'hidden'
          ? t`Your photo is hidden while moderators review a report`
          : t`Your photo was removed by a moderator`;
      case 'creator':
        return t`Your public characters are hidden after reports about you`;
      case 'chat': {
        if (!decision.endsAt) return t`Your chat was paused by a moderator`;
        const until = new Date(decision.endsAt).toLocaleString(i18n.locale, {
          dateStyle: 'medium',
          timeStyle: 'short',
        });
        return t`Your chat was paused until ${until} after refused messages`;
      }
      default:
        return t`Your age verification was not approved`;
    }
  };
}

/** One decision: why, what it means now, and its appeal (or the form to write one). */
function DecisionCard({
  decision,
  onAppealed,
}: {
  decision: ModerationDecision;
  onAppealed(decision: ModerationDecision): void;
}) {
  const { t, i18n } = useLingui();
  const titleOf = useDecisionTitle();
  const [message, setMessage] = useState('');
  const sending = useExclusiveAction();
  const reason = isReason(decision.reason)
    ? i18n._(REASON_LABELS[decision.reason])
    : decision.reason;
  const date = new Date(decision.createdAt).toLocaleDateString(i18n.locale);
  const appeal = decision.appeal;
  const formId = `appeal-${decision.decisionId}`;

  const send = () =>
    sending.run(async () => {
      const { decision: answered } = await submitAppeal({
        decisionId: decision.decisionId,
        message: message.trim(),
      });
      showToast(t`Your appeal was sent`);
      onAppealed(answered);
    });

  return (
    <li className="trust-card">
      <h2 className="trust-card__title" dir="auto">
        {titleOf(decision)}
      </h2>
      <p className="trust-card__meta">{date}</p>
      <p>
        {t`Reason:`} <span dir="auto">{reason}</span>
      </p>
      {decision.lifted && (
        <p className="trust-card__good">{t`Restored: this no longer applies.`}</p>
      )}
      {appeal && (
        <div className="trust-card__appeal">
          <p>
            {t`Your appeal:`} <span dir="auto">{appeal.message}</span>
          </p>
          {appeal.state === 'pending' ? (
            <p className="trust-card__meta">{t`Waiting for a moderator to answer.`}</p>
          ) : (
            <p>
              {appeal.state === 'upheld' ? t`Appeal accepted.` : t`Appeal declined.`}{' '}
              {appeal.answer && (
                <>
                  {t`Answer from the moderators:`} <span dir="auto">{appeal.answer}</span>
                </>
              )}
            </p>
          )}
        </div>
      )}
      {decision.canAppeal && (
        <div className="trust-card__form">
          <label
            htmlFor={formId}
          >{t`Tell the moderators why this is a mistake (one appeal)`}</label>
          <textarea
            id={formId}
            dir="auto"
            className="text-field"
            value={message}
            maxLength={APPEAL_MESSAGE_MAX_LENGTH}
            onChange={(event) => setMessage(event.target.value)}
          />
          <Button
            size="m"
            stretched
            disabled={!message.trim()}
            loading={sending.isBusy}
            onClick={send}
          >
            {t`Send appeal`}
          </Button>
        </div>
      )}
    </li>
  );
}

/**
 * `/settings/account-status`: the decisions moderators or reports made about my content and
 * account, why, each appealed once, with the moderators' answers.
 */
export default function AccountStatusScreen() {
  const { t } = useLingui();
  const goBack = useGoBack(ROUTES.settings);
  const uid = useAtomValue(sessionUidAtom);
  const decisionsKey = ['appealInfo', uid] as const;
  const list =
    useApiQuery({
      queryKey: decisionsKey,
      queryFn: async () => (await getAppealInfo()).list,
      enabled: Boolean(uid),
    }).data ?? null;

  /** Shows a decision as the server answered after its appeal. */
  const replace = (answered: ModerationDecision) =>
    queryClient.setQueryData<ModerationDecision[]>(decisionsKey, (current) =>
      current?.map((item) => (item.decisionId === answered.decisionId ? answered : item)),
    );

  return (
    <PageFrame title={t`Account status`} onBack={goBack}>
      <div className="trust-page">
        {!uid ? (
          <p className="trust-page__hint">{t`Sign in to see your account status.`}</p>
        ) : !list ? (
          <div className="app-screen-loading" aria-busy="true" />
        ) : list.length === 0 ? (
          <p className="trust-page__lead">
            {t`All good: nothing of yours is hidden or removed, and your account has no restriction.`}
          </p>
        ) : (
          <ul className="trust-list">
            {list.map((decision) => (
              <DecisionCard key={decision.decisionId} decision={decision} onAppealed={replace} />
            ))}
          </ul>
        )}
      </div>
    </PageFrame>
  );
}
