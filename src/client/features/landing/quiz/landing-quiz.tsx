import { BackIcon } from '@client/components/icons/icons';
import { MAX_KINKS } from '@contract/constants';
import { useLingui } from '@lingui/react/macro';
import { Button } from '@telegram-apps/telegram-ui';
import { useState } from 'react';
import { choiceLabel, KINK_LABELS, QUESTION_LABELS } from './quiz-labels';
import {
  choicesOf,
  nextStep,
  previousStep,
  QUIZ_KINKS,
  questionNumberOf,
  QUIZ_STEPS,
  type QuizAnswers,
  type QuizStep,
  toggleKink,
  withAnswer,
} from './quiz-steps';

interface LandingQuizProps {
  onDone(answers: QuizAnswers): void;
  /** Back from the first question. */
  onCancel(): void;
}

/**
 * The landing quiz (spec §1: appearance and kink preferences): one question at a time; a choice
 * moves on, any question may be skipped, and the last one sends the answers to be matched.
 */
export function LandingQuiz({ onDone, onCancel }: LandingQuizProps) {
  const { t, i18n } = useLingui();
  const [step, setStep] = useState<QuizStep>(QUIZ_STEPS[0]);
  const [answers, setAnswers] = useState<QuizAnswers>({ kinks: [] });
  const question = questionNumberOf(step);
  // Named as the catalogs' message names them: "Question {number} of {total}".
  const number = question?.number;
  const total = question?.total;

  const goOn = (next: QuizAnswers) => {
    setAnswers(next);
    const following = nextStep(step);
    if (following) setStep(following);
    else onDone(next);
  };
  const back = () => {
    const previous = previousStep(step);
    if (previous) setStep(previous);
    else onCancel();
  };

  return (
    <section className="landing-quiz" aria-labelledby="landing-quiz-question">
      <div className="landing-quiz__top">
        <button type="button" className="icon-button" onClick={back} aria-label={t`Back`}>
          <BackIcon />
        </button>
        <p className="landing-quiz__progress">
          {question
            ? t`Question ${number} of ${total}`
            : t`Last step: pick what you like, or go straight to your match`}
        </p>
      </div>
      <progress
        className="landing-quiz__bar"
        max={QUIZ_STEPS.length}
        value={QUIZ_STEPS.indexOf(step)}
        aria-hidden
      />
      <h2 id="landing-quiz-question" className="landing-quiz__question">
        {i18n._(QUESTION_LABELS[step])}
      </h2>
      {step === 'kinks' ? (
        <>
          <fieldset className="landing-quiz__choices landing-quiz__choices--kinks">
            <legend className="visually-hidden">{i18n._(QUESTION_LABELS.kinks)}</legend>
            {QUIZ_KINKS.map((kink) => {
              const isPicked = answers.kinks.includes(kink);
              return (
                <button
                  key={kink}
                  type="button"
                  className="landing-quiz__choice"
                  aria-pressed={isPicked}
                  disabled={!isPicked && answers.kinks.length >= MAX_KINKS}
                  onClick={() => setAnswers({ ...answers, kinks: toggleKink(answers.kinks, kink) })}
                >
                  <span aria-hidden>{KINK_LABELS[kink].emoji}</span>{' '}
                  {i18n._(KINK_LABELS[kink].label)}
                </button>
              );
            })}
          </fieldset>
          <Button size="l" stretched onClick={() => goOn(answers)}>
            {t`Show my match`}
          </Button>
        </>
      ) : (
        <>
          <div className="landing-quiz__choices">
            {choicesOf(step, answers).map((choice) => (
              <button
                key={choice}
                type="button"
                className="landing-quiz__choice"
                aria-pressed={answers[step] === choice}
                onClick={() => goOn(withAnswer(answers, step, choice))}
              >
                {i18n._(choiceLabel(step, choice))}
              </button>
            ))}
          </div>
          <button type="button" className="landing-quiz__skip" onClick={() => goOn(answers)}>
            {t`Skip this question`}
          </button>
        </>
      )}
    </section>
  );
}
