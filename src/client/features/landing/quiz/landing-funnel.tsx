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
    <LandingQuiz onDone={setAnswers} onCancel={onClose} />
  );
}
