/** The query parameters any page may carry (spec §2). */
export interface PageQuery {
  /** Payment return marker: `{ bizId, bizType }` from URL-encoded JSON. */
  merchantParam: { bizId: string; bizType: string } | null;
  /** Magic-link sign-in token. */
  tmpToken: string | null;
  /** Channel; only the text before the first `&` is kept. */
  c: string | null;
  pwa: string | null;
  favorite: string | null;
  d: string | null;
  testB: string | null;
}

function parseMerchantParam(raw: string | null): PageQuery['merchantParam'] {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return null;
    const { bizId, bizType } = value as Record<string, unknown>;
    if ((typeof bizId !== 'string' && typeof bizId !== 'number') || typeof bizType !== 'string') {
      return null;
    }
    return { bizId: String(bizId), bizType };
  } catch {
    return null;
  }
}

const nonEmpty = (value: string | null) => (value?.trim() ? value.trim() : null);

/** Reads the page query parameters from a search string. */
export function parsePageQuery(search: string): PageQuery {
  const query = new URLSearchParams(search);
  const channel = query.get('c');
  return {
    merchantParam: parseMerchantParam(query.get('merchantParam')),
    tmpToken: nonEmpty(query.get('tmpToken')),
    c: channel === null ? null : nonEmpty(channel.split('&')[0] ?? ''),
    pwa: nonEmpty(query.get('pwa')),
    favorite: nonEmpty(query.get('favorite')),
    d: nonEmpty(query.get('d')),
    testB: nonEmpty(query.get('testB')),
  };
}
