import { emitAppEvent } from '@client/app/app-events';
import { chatLinkFor, getEmailLinkFor } from '@client/features/tour/tour-links';
import { useApiQuery } from '@client/lib/query/use-api-query';
import { sessionUidAtom } from '@client/session/session';
import type { CharacterCard } from '@contract/api/character-endpoints';
import { useLingui } from '@lingui/react/macro';
import { Button } from '@telegram-apps/telegram-ui';
import { useAtomValue } from 'jotai';
import { Link } from 'wouter';
import { matchLandingQuiz } from '../api/match-landing-quiz';
import type { QuizAnswers } from './quiz-steps';

interface LandingMatchProps {
  answers: QuizAnswers;
  onRetake(): void;
}

/** The character the quiz answers matched, with the ways on: chat now, or keep her by email. */
export function LandingMatch({ answers, onRetake }: LandingMatchProps) {
  const { t } = useLingui();
  const uid = useAtomValue(sessionUidAtom);
  // Keyed by the answers: a match for answers the visitor has changed never shows.
  const answer = useApiQuery({
    queryKey: ['landingQuizMatch', answers],
    queryFn: () => matchLandingQuiz(answers, { silent: true }),
  });
  const match: CharacterCard | null = answer.data?.character ?? null;
  const hasFailed = answer.isError && !answer.isFetching;

  if (hasFailed) {
    return (
      <section className="landing-match landing-match--failed">
        <p>{t`We could not find your match just now. Please try again.`}</p>
        <Button size="l" onClick={() => answer.refetch().catch(() => {})}>
          {t`Try again`}
        </Button>
        {!uid && (
          <button
            type="button"
            className="landing__secondary"
            onClick={() => emitAppEvent('showLogin', { fromLanding: true })}
          >
            {t`Sign in`}
          </button>
        )}
      </section>
    );
  }
  if (!match) return <div className="landing__loading" aria-busy="true" />;

  const nick = match.nick;
  return (
    <section className="landing-match" aria-labelledby="landing-match-title">
      <p className="landing-match__kicker">{t`Your match`}</p>
      <div className="landing__portrait landing-match__portrait">
        <img src={match.portraitUrl} alt={nick} />
      </div>
      <h2 id="landing-match-title" className="landing-match__name" dir="auto">
        {nick}
      </h2>
      <p className="landing__description" dir="auto">
        {match.description}
      </p>
      <ul className="landing-match__tags">
        {match.tags.map((tag) => (
          <li key={tag.id}>{tag.label}</li>
        ))}
      </ul>
      <div className="landing__actions">
        <Link href={chatLinkFor(match.characterId, uid)} className="landing__primary">
          {t`Chat with ${nick} now`}
        </Link>
        {!uid && (
          <Link href={getEmailLinkFor(match.characterId)} className="landing__secondary">
            {t`Keep ${nick}: get a sign-in link by email`}
          </Link>
        )}
        <button type="button" className="landing__secondary" onClick={onRetake}>
          {t`Take the quiz again`}
        </button>
      </div>
    </section>
  );
}
