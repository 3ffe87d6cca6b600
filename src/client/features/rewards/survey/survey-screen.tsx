import { emitAppEvent } from '@client/app/app-events';
import { PageFrame } from '@client/components/page-frame/page-frame';
import { useGoBack } from '@client/components/page-frame/use-go-back';
import { showToast } from '@client/components/toast/toast-store';
import { queryClient } from '@client/lib/query/query-client';
import { useApiQuery } from '@client/lib/query/use-api-query';
import { useExclusiveAction } from '@client/lib/use-exclusive-action';
import { refreshProfile } from '@client/session/profile-atom';
import { sessionUidAtom } from '@client/session/session';
import type { SurveyStatus } from '@contract/api/reward-endpoints';
import { SURVEY_REWARD_COINS } from '@contract/constants';
import { ROUTES } from '@contract/routes';
import { SURVEY_QUESTIONS } from '@contract/survey';
import { useLingui } from '@lingui/react/macro';
import { Button } from '@telegram-apps/telegram-ui';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { answerSurvey } from '../api/answer-survey';
import { completeSurvey } from '../api/complete-survey';
import { getSurveyStatus } from '../api/get-survey-status';
import { useSurveyTexts } from './use-survey-texts';
import '../rewards.css';

const firstUnanswered = (answers: Record<string, string>) => {
  const index = SURVEY_QUESTIONS.findIndex((question) => !answers[question.id]);
  return index === -1 ? SURVEY_QUESTIONS.length - 1 : index;
};

/**
 * `/settings/survey` (spec §3: 12 questions with choices): one question at a time, each answer
 * kept on the server, so leaving and coming back goes on where it stopped; finishing gives the
 * coins once.
 */
export default function SurveyScreen() {
  const { t } = useLingui();
  const goBack = useGoBack(ROUTES.settings);
  const uid = useAtomValue(sessionUidAtom);
  const texts = useSurveyTexts();
  const statusKey = ['surveyStatus', uid] as const;
  const status =
    useApiQuery({ queryKey: statusKey, queryFn: () => getSurveyStatus({}), enabled: Boolean(uid) })
      .data ?? null;
  /** Shows the status as the server answered after an answer. */
  const setStatus = (next: SurveyStatus) =>
    queryClient.setQueryData<SurveyStatus>(statusKey, () => next);
  // The question shown: the one the user moved to, else the first unanswered one.
  const [chosenIndex, setIndex] = useState<number | null>(null);
  const index = chosenIndex ?? (status ? firstUnanswered(status.answers) : 0);
  const saving = useExclusiveAction();

  const question = SURVEY_QUESTIONS[index];
  const choose = (choiceId: string) =>
    saving.run(async () => {
      if (!question) return;
      const next = await answerSurvey({ questionId: question.id, choiceId });
      setStatus(next);
      if (index < SURVEY_QUESTIONS.length - 1) setIndex(index + 1);
    });
  const finish = () =>
    saving.run(async () => {
      const result = await completeSurvey({});
      setStatus(result.status);
      showToast(t`Thank you! ${result.coins} coins were added.`);
      void refreshProfile({ force: true });
    });

  const coins = SURVEY_REWARD_COINS;
  const questionCount = SURVEY_QUESTIONS.length;
  const questionNumber = index + 1;
  const answeredCount = status
    ? SURVEY_QUESTIONS.filter((candidate) => status.answers[candidate.id]).length
    : 0;
  const isAllAnswered = answeredCount === SURVEY_QUESTIONS.length;

  return (
    <PageFrame title={t`Survey`} onBack={goBack}>
      <div className="rewards-page">
        {!uid ? (
          <>
            <p className="rewards-page__lead">
              {t`Answer 12 short questions and get ${coins} coins.`}
            </p>
            <Button
              size="l"
              stretched
              onClick={() => emitAppEvent('showLogin', { fromLanding: false })}
            >
              {t`Sign in to take the survey`}
            </Button>
          </>
        ) : !status ? (
          <div className="app-screen-loading" aria-busy="true" />
        ) : status.isCompleted ? (
          <p className="rewards-page__lead" role="status">
            {t`Thank you for taking the survey! Your coins were added.`}
          </p>
        ) : question ? (
          <>
            <p className="rewards-page__hint">
              {t`Answer 12 short questions and get ${coins} coins.`}
            </p>
            <span className="rewards-progress">
              {t`Question ${questionNumber} of ${questionCount}`}
            </span>
            <fieldset className="rewards-choices" disabled={saving.isBusy}>
              <legend className="rewards-question">{texts[question.id].question}</legend>
              {question.choices.map((choiceId) => (
                <Button
                  key={choiceId}
                  size="l"
                  stretched
                  mode={status.answers[question.id] === choiceId ? 'filled' : 'bezeled'}
                  aria-pressed={status.answers[question.id] === choiceId}
                  onClick={() => choose(choiceId)}
                >
                  {(texts[question.id].choices as Record<string, string>)[choiceId]}
                </Button>
              ))}
            </fieldset>
            <div className="rewards-link">
              <Button
                size="m"
                mode="plain"
                disabled={index === 0}
                onClick={() => setIndex(index - 1)}
              >
                {t`Previous`}
              </Button>
              {isAllAnswered ? (
                <Button size="m" loading={saving.isBusy} onClick={finish}>
                  {t`Finish and get ${coins} coins`}
                </Button>
              ) : null}
            </div>
          </>
        ) : null}
      </div>
    </PageFrame>
  );
}
