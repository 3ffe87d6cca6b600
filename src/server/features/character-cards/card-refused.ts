/**
 * Why a card file was not read: not a card we can read (`unreadable`), too large as a file or
 * unpacked (`tooLarge`), or over one of `CARD_LIMITS` (`overLimit`). The message names what.
 */
export class CardRefused extends Error {
  override name = 'CardRefused';

  constructor(
    readonly reason: 'unreadable' | 'tooLarge' | 'overLimit',
    message: string,
  ) {
    super(message);
  }
}
