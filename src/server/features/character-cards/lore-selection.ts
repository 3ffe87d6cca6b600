import { LOREBOOK_LIMITS } from '@contract/character-cards';

/** What of a lorebook entry choosing it for a prompt reads. */
export interface LoreCandidate {
  keys: string[];
  secondaryKeys: string[];
  content: string;
  enabled: boolean;
  constant: boolean;
  selective: boolean;
  caseSensitive: boolean;
  insertionOrder: number;
  priority: number;
}

/** A rough token count (four characters a token), the same for every model: a budget, not a bill. */
export function estimateTokens(text: string): number {
  return Math.ceil(text.length / 4);
}

const WORD_CHARACTER = /[\p{L}\p{N}_]/u;
/** Scripts written without spaces between words: a key matches anywhere in them. */
const UNSPACED_SCRIPT =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}]/u;

/**
 * Whether `key` is in `text` as a whole word (or anywhere, for a key in a script without spaces).
 * Keys are matched as plain text, never as patterns: a card's regex is not run here.
 */
export function hasKey(text: string, key: string, caseSensitive: boolean): boolean {
  const needle = caseSensitive ? key.trim() : key.trim().toLowerCase();
  if (!needle) return false;
  const haystack = caseSensitive ? text : text.toLowerCase();
  const wholeWord = !UNSPACED_SCRIPT.test(needle);
  for (let at = haystack.indexOf(needle); at >= 0; at = haystack.indexOf(needle, at + 1)) {
    if (!wholeWord) return true;
    const before = haystack[at - 1] ?? '';
    const after = haystack[at + needle.length] ?? '';
    const startsWord = !WORD_CHARACTER.test(needle[0] ?? '') || !WORD_CHARACTER.test(before);
    const endsWord = !WORD_CHARACTER.test(needle.at(-1) ?? '') || !WORD_CHARACTER.test(after);
    if (startsWord && endsWord) return true;
  }
  return false;
}

function isTriggered(entry: LoreCandidate, text: string): boolean {
  if (entry.constant) return true;
  if (!entry.keys.some((key) => hasKey(text, key, entry.caseSensitive))) return false;
  if (!entry.selective || entry.secondaryKeys.length === 0) return true;
  return entry.secondaryKeys.some((key) => hasKey(text, key, entry.caseSensitive));
}

/**
 * The lorebook entries a prompt carries: enabled ones that are constant or whose keys are in the
 * latest messages (`recent`, the last `LOREBOOK_LIMITS.scanMessages` of them), by priority
 * while they fit `budgetTokens`, then in their insertion order.
 */
export function selectLore(
  entries: readonly LoreCandidate[],
  recent: readonly string[],
  budgetTokens: number = LOREBOOK_LIMITS.promptTokens,
  /** Read with the messages: where the story is now (the scene's place and what is happening). */
  scene: readonly string[] = [],
): string[] {
  const text = [...recent.slice(-LOREBOOK_LIMITS.scanMessages), ...scene].join('\n');
  const triggered = entries
    .filter((entry) => entry.enabled && entry.content.trim() !== '' && isTriggered(entry, text))
    .sort((a, b) => b.priority - a.priority || a.insertionOrder - b.insertionOrder);
  const chosen: LoreCandidate[] = [];
  let left = Math.min(budgetTokens, LOREBOOK_LIMITS.promptTokens);
  for (const entry of triggered) {
    const cost = estimateTokens(entry.content);
    if (cost > left) continue;
    chosen.push(entry);
    left -= cost;
  }
  return chosen
    .sort((a, b) => a.insertionOrder - b.insertionOrder)
    .map((entry) => entry.content.trim());
}
