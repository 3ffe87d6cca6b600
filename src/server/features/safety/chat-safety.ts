import { findMinorAge } from './chat-ages';
import { MINOR_TERMS } from './minor-terms';
import { joinSpelledOut, normalizeForSafety } from './normalize-text';
import { OWN_CHILDHOOD_PHRASES, SEXUAL_TERMS } from './sexual-terms';
import { TermMatcher } from './term-matcher';
import { alternatives, JOINED_SCRIPT } from './term-patterns';

/** What one chat text says that matters here: a minor, and sexual words (as written, or null). */
export interface ChatTextScan {
  /** A minor named or aged anywhere in the text. */
  minor: string | null;
  /** A minor outside phrases about one's own childhood ("when I was a child"). */
  minorBesidesOwnChildhood: string | null;
  sexual: string | null;
}

/** Why a chat message was refused: a minor together with sexual context. */
export type ChatSafetyVerdict =
  | { isAllowed: true }
  | { isAllowed: false; category: 'sexual/minors'; matched: string };

const MINOR_MATCHER = new TermMatcher(MINOR_TERMS);
const SEXUAL_MATCHER = new TermMatcher(SEXUAL_TERMS);
/**
 * A childhood phrase, with any ending its last word takes ("طفلا", "子供の頃に"); a phrase in a
 * spaced script starts a word ("as a kid", not "has a kid").
 */
const OWN_CHILDHOOD_PATTERN = new RegExp(
  OWN_CHILDHOOD_PHRASES.map((phrase) => {
    const body = `(?:${alternatives([phrase])})\\p{L}*`;
    return JOINED_SCRIPT.test(phrase) ? body : `(?<= )${body}`;
  }).join('|'),
  'gu',
);

function findMinor(normalized: string): string | null {
  return MINOR_MATCHER.find(normalized) ?? findMinorAge(normalized);
}

/** Looks for a minor and for sexual words in one text, in every language's words. */
export function scanChatText(text: string): ChatTextScan {
  const normalized = normalizeForSafety(text);
  const spelled = joinSpelledOut(normalized);
  const hasSpelling = spelled !== normalized;
  const minor = findMinor(normalized) ?? (hasSpelling ? findMinor(spelled) : null);
  const sexual =
    SEXUAL_MATCHER.find(normalized) ?? (hasSpelling ? SEXUAL_MATCHER.find(spelled) : null);
  if (!minor) return { minor, minorBesidesOwnChildhood: null, sexual };
  const besides = normalized.replace(OWN_CHILDHOOD_PATTERN, ' ');
  return {
    minor,
    minorBesidesOwnChildhood:
      besides === normalized
        ? minor
        : (findMinor(besides) ?? (hasSpelling ? findMinor(joinSpelledOut(besides)) : null)),
    sexual,
  };
}

/** Whether the message alone decides: it names nothing that the recent turns could complete. */
export function isDecidedAlone(message: ChatTextScan): boolean {
  return (
    (message.minor !== null && message.sexual !== null) ||
    (message.minorBesidesOwnChildhood === null && message.sexual === null)
  );
}

/**
 * Refuses a minor together with sexual context: both in the message, or one in the message and
 * the other in the recent turns (either side's). Speaking of one's own childhood in an adult chat
 * passes; in the same message as sexual words it does not.
 */
export function judgeChatMessage(
  message: ChatTextScan,
  recentTurns: readonly ChatTextScan[],
): ChatSafetyVerdict {
  const refuse = (matched: string): ChatSafetyVerdict => ({
    isAllowed: false,
    category: 'sexual/minors',
    matched,
  });
  if (message.minor && message.sexual) return refuse(`${message.minor} + ${message.sexual}`);
  if (message.minorBesidesOwnChildhood) {
    const sexual = recentTurns.find((turn) => turn.sexual)?.sexual;
    if (sexual) return refuse(`${message.minorBesidesOwnChildhood} + ${sexual}`);
  }
  if (message.sexual) {
    const minor = recentTurns.find(
      (turn) => turn.minorBesidesOwnChildhood,
    )?.minorBesidesOwnChildhood;
    if (minor) return refuse(`${minor} + ${message.sexual}`);
  }
  return { isAllowed: true };
}

/** Checks a chat message with the texts of the last few turns (newest last). */
export function checkChatSafety(
  message: string,
  recentTurns: readonly string[] = [],
): ChatSafetyVerdict {
  const scan = scanChatText(message);
  if (isDecidedAlone(scan)) return judgeChatMessage(scan, []);
  return judgeChatMessage(scan, recentTurns.map(scanChatText));
}
