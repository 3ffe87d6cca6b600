import { isBotAgent } from '@contract/bots';

/** True for search engines and link-preview bots, which get no error page and no redirects. */
export function isBotUserAgent(userAgent: string = navigator.userAgent): boolean {
  return isBotAgent(userAgent);
}
