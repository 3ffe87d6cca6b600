import { PHOTO_OFFER_RULES } from '@contract/photo-offers';

/** How a command starts, compared lower-cased: `[selfie: what the photo shows]`. */
const OPENING = '[selfie:';
/**
 * The longest a command may run before it is judged malformed and dropped (its text to the next
 * `]` or line end never shown): a little over the longest line it may carry.
 */
const MAX_COMMAND = OPENING.length + PHOTO_OFFER_RULES.maxLine + 100;

/** What the stream carried besides its text: the first well-formed offer's line, if any. */
export interface SelfieCommands {
  line: string | null;
}

/**
 * Takes `[selfie: …]` commands out of a streamed reply, with the white space before them, however
 * the stream splits them: text that may still open a command is held back until it is known. A command ends at `]`; one that
 * meets a line end, runs too long or is cut off by the stream's end is malformed and dropped
 * without an offer. The first well-formed command with a line gives the offer; any later one is
 * only taken out. Everything else passes through unchanged.
 */
export async function* stripSelfieCommands(
  source: AsyncIterable<string>,
  found: SelfieCommands,
): AsyncGenerator<string> {
  // `held` is text that may be the start of a command; `inCommand` once its opening matched.
  // White space is held too until what follows is known: a command takes the space before it.
  let held = '';
  let space = '';
  let inCommand = false;
  let isDropping = false;
  for await (const piece of source) {
    let out = '';
    for (const char of piece) {
      if (inCommand) {
        if (char === ']' || char === '\n' || held.length >= MAX_COMMAND) {
          if (char === ']' && !isDropping) takeLine(found, held.slice(OPENING.length));
          // Too long: what follows up to its end is dropped too (as far as `]` or a line end).
          if (char !== ']' && char !== '\n') {
            isDropping = true;
            continue;
          }
          if (char === '\n') out += char;
          held = '';
          inCommand = false;
          isDropping = false;
          continue;
        }
        if (!isDropping) held += char;
        continue;
      }
      if (held || char === '[') {
        held += char;
        const lower = held.toLowerCase();
        if (lower === OPENING) {
          inCommand = true;
          space = '';
        } else if (!OPENING.startsWith(lower)) {
          out += space + held;
          space = '';
          held = '';
        }
        continue;
      }
      if (/\s/u.test(char) && char !== '\n') {
        space += char;
        continue;
      }
      out += space + char;
      space = '';
    }
    if (out) yield out;
  }
  // A command cut off by the stream's end is dropped; a mere `[` or `[sel` was text after all.
  const rest = inCommand ? '' : space + held;
  if (rest) yield rest;
}

/** Keeps the first command's line when it has one worth offering. */
function takeLine(found: SelfieCommands, raw: string) {
  const line = raw.replace(/\s+/g, ' ').trim();
  if (found.line !== null || !line || line.length > PHOTO_OFFER_RULES.maxLine) return;
  found.line = line;
}
