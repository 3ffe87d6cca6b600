/**
 * Her voice (issue 35): what is spoken of a reply, in which chunks, and what it costs. Both sides
 * use it: the server charges by it, the client shows the price before the first paid Listen.
 */

/** Energy per started 1,000 spoken characters (a chat message is 1; docs/decisions.md). */
export const SPEECH_ENERGY_PER_THOUSAND = 2;
/** Coins per started 1,000 spoken characters once energy is out (5 coins stand for 1 energy). */
export const SPEECH_COINS_PER_THOUSAND = 10;
/** Spoken characters a VIP member hears free each calendar month (UTC). */
export const VIP_MONTHLY_SPEECH_CHARACTERS = 100_000;
/** The longest part of a reply that is spoken; the rest is left out. */
export const MAX_SPOKEN_CHARACTERS = 4_000;
/** A chunk is at most this long, so the first audio comes soon and each is bounded. */
export const MAX_CHUNK_CHARACTERS = 300;
/** The first chunk is kept short: it is what the listener waits for. */
const FIRST_CHUNK_CHARACTERS = 120;
/** The largest audio of one chunk (about a minute of 22 kHz WAV). */
export const MAX_CHUNK_AUDIO_BYTES = 3_000_000;

/**
 * What is spoken of a reply: her `*actions*` and `(asides)` left out, whitespace made plain,
 * bounded by `MAX_SPOKEN_CHARACTERS`.
 */
export function spokenText(content: string): string {
  return content
    .replace(/\*[^*]*\*/g, ' ')
    .replace(/\*/g, ' ')
    .replace(/\(\([^)]*\)\)|\([^)]*\)|\[[^\]]*\]|（[^）]*）/g, ' ')
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.replace(/\s+/g, ' ').trim())
    .filter((paragraph) => /[\p{L}\p{N}]/u.test(paragraph))
    .join('\n\n')
    .slice(0, MAX_SPOKEN_CHARACTERS);
}

/** Sentences of a paragraph: ends at . ! ? … and their CJK, Arabic and Devanagari forms. */
function sentencesOf(paragraph: string): string[] {
  return (paragraph.match(/[^.!?…。！？؟।]+(?:[.!?…。！？؟।]+["'”’»)]*\s*|$)/gu) ?? [paragraph])
    .map((sentence) => sentence.trim())
    .filter(Boolean);
}

/** Splits an over-long sentence at spaces (or anywhere, for scripts without them). */
function pieces(sentence: string, limit: number): string[] {
  const out: string[] = [];
  let rest = sentence;
  while (rest.length > limit) {
    const space = rest.lastIndexOf(' ', limit);
    const cut = space > limit / 2 ? space : limit;
    out.push(rest.slice(0, cut).trim());
    rest = rest.slice(cut).trim();
  }
  if (rest) out.push(rest);
  return out;
}

/**
 * The chunks the spoken text is synthesised and played in: whole sentences joined up to
 * `MAX_CHUNK_CHARACTERS`, never across a paragraph; the first is one short sentence.
 */
export function speechChunks(spoken: string): string[] {
  const chunks: string[] = [];
  for (const paragraph of spoken.split('\n\n')) {
    let current = '';
    for (const sentence of sentencesOf(paragraph)) {
      const limit = chunks.length === 0 ? FIRST_CHUNK_CHARACTERS : MAX_CHUNK_CHARACTERS;
      for (const piece of pieces(sentence, limit)) {
        const joined = current ? `${current} ${piece}` : piece;
        if (current && (joined.length > limit || chunks.length === 0)) {
          chunks.push(current);
          current = piece;
        } else {
          current = joined;
        }
      }
    }
    if (current) chunks.push(current);
  }
  return chunks;
}

/** Started thousands of characters: 1 to 1,000 is one. */
const thousands = (characters: number) => Math.max(1, Math.ceil(characters / 1000));

export type SpeechPrice =
  | { currency: 'energy' | 'gold'; amount: number }
  | { currency: 'allowance'; amount: 0 };

/**
 * What hearing `characters` spoken characters costs: free within a VIP's monthly allowance, else
 * energy per started 1,000, else coins; null when the user has not enough of either.
 */
export function speechPrice(
  characters: number,
  balance: { energy: number; goldBalance: number; allowanceLeft: number },
): SpeechPrice | null {
  if (balance.allowanceLeft >= characters) return { currency: 'allowance', amount: 0 };
  const energy = thousands(characters) * SPEECH_ENERGY_PER_THOUSAND;
  if (balance.energy >= energy) return { currency: 'energy', amount: energy };
  const coins = thousands(characters) * SPEECH_COINS_PER_THOUSAND;
  if (balance.goldBalance >= coins) return { currency: 'gold', amount: coins };
  return null;
}
