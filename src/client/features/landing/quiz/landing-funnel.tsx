import { trackEvent } from '@client/lib/analytics/track-event';
import { useState } from 'react';
import { LandingMatch } from './landing-match';
import { LandingQuiz } from './landing-quiz';
import type { QuizAnswers } from './quiz-steps';

/** The quiz, then the character it matched; loaded when the visitor starts the quiz. */
export default function LandingFunnel({ onClose }: { onClose(): void }) {
  const [answers, setAnswers] = useState<QuizAnswers | null>(null);
  return answers ? (
    <LandingMatch answers={answers} onRetake={() => setAnswers(null)} />
  ) : (
    <LandingQuiz
      onDone={(done) => {
        trackEvent('landing', { action: 'quiz_done' });
        setAnswers(done);
      }}
      onCancel={onClose}
    />
  );
}
