const BOT_PATTERN =
  /bot|crawler|spider|slurp|facebookexternalhit|embedly|quora link preview|whatsapp|telegrambot|discordbot|preview|lighthouse|headlesschrome.*(google|bing)/i;

/**
 * True for search engines and link-preview bots (and Lighthouse), which see each localized page
 * as its URL names it: the client and the server that renders its first paint agree on this.
 */
export function isBotAgent(userAgent: string): boolean {
  return BOT_PATTERN.test(userAgent);
}
