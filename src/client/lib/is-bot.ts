const BOT_PATTERN =
  /bot|crawler|spider|slurp|facebookexternalhit|embedly|quora link preview|whatsapp|telegrambot|discordbot|preview|lighthouse|headlesschrome.*(google|bing)/i;

/** True for search engines and link-preview bots, which get no error page and no redirects. */
export function isBotUserAgent(userAgent: string = navigator.userAgent): boolean {
  return BOT_PATTERN.test(userAgent);
}
