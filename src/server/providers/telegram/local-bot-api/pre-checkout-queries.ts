import { randomInt } from 'node:crypto';

/** The bot's `answerPreCheckoutQuery`. */
export interface PreCheckoutAnswer {
  ok: boolean;
  errorMessage: string | null;
}

/** Pre-checkout queries sent to the bot, each waiting for its one answer. */
export class PreCheckoutQueries {
  private readonly waiting = new Map<string, (answer: PreCheckoutAnswer) => void>();

  /** Opens a query under a Telegram-like numeric id; `answered` settles with the bot's answer. */
  open(): { id: string; answered: Promise<PreCheckoutAnswer> } {
    let id: string;
    do id = `${randomInt(1, 2 ** 31)}${randomInt(0, 2 ** 31)}`;
    while (this.waiting.has(id));
    const answered = new Promise<PreCheckoutAnswer>((resolve) => this.waiting.set(id, resolve));
    return { id, answered };
  }

  /** Takes the bot's answer; false when no query of that id waits (unknown, answered, expired). */
  answer(id: string, answer: PreCheckoutAnswer): boolean {
    const resolve = this.waiting.get(id);
    if (!resolve) return false;
    this.waiting.delete(id);
    resolve(answer);
    return true;
  }

  /** Forgets a query whose time is up, so a late answer is refused as Telegram refuses it. */
  expire(id: string): void {
    this.waiting.delete(id);
  }
}
