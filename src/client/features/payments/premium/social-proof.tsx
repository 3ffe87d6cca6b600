import { useApiQuery } from '@client/lib/query/use-api-query';
import type { EndpointOutput } from '@contract/api/endpoint';
import type { vipOrderCarouselEndpoint } from '@contract/api/vip-endpoints';
import { useLingui } from '@lingui/react/macro';
import { getBrandContent } from '../api/get-brand-content';
import { listRecentPurchases } from '../api/list-recent-purchases';
import { goldName, planName } from '../goods-names';
import { CommentCarousel } from './comment-carousel';
import { countedFigureLabel } from './counted-figure';

type Purchases = EndpointOutput<typeof vipOrderCarouselEndpoint>['list'];

/** Initials for an avatar drawn without a picture. */
const initials = (name: string) =>
  name
    .split(/\s+/)
    .map((part) => part[0] ?? '')
    .join('')
    .slice(0, 2)
    .toUpperCase();

/**
 * The premium page's trust section (spec §2): recent purchases, the trust figures, the comment
 * carousel, the eight featured verified users and the press logos. All of it is the brand's
 * content from the server, not text of the app.
 */
export function SocialProof() {
  const { t, i18n } = useLingui();
  const content =
    useApiQuery({
      queryKey: ['brandContent'],
      queryFn: () => getBrandContent({}, { silent: true }),
    }).data ?? null;
  const purchases: Purchases =
    useApiQuery({
      queryKey: ['recentPurchases'],
      queryFn: async () => (await listRecentPurchases({}, { silent: true })).list,
    }).data ?? [];
  const latest = purchases[0];
  // The operator's figures as written; the server's own counts (only those above its thresholds)
  // in the visitor's number style (12K, 1.5M) with the word agreeing with the count.
  const compact = { notation: 'compact', maximumFractionDigits: 1 } as const;
  const figures = [
    ...(content?.trustFigures ?? []),
    ...(content?.countedFigures ?? []).map((figure) => ({
      value: i18n.number(figure.count, compact),
      label: countedFigureLabel(figure),
    })),
  ];
  return (
    <div className="social-proof">
      {latest && (
        <p className="social-proof__ticker">
          {t`${latest.nick} just bought ${latest.goods.kind === 'vip' ? planName(latest.goods) : goldName(latest.goods.gold)}`}
        </p>
      )}
      {content && (
        <>
          {figures.length > 0 && (
            <dl className="trust">
              {figures.map((figure) => (
                <div key={figure.label} className="trust__figure">
                  <dt>{figure.value}</dt>
                  <dd>{figure.label}</dd>
                </div>
              ))}
            </dl>
          )}
          {/* Blocks the operator has not filled stay hidden: nothing on this page is invented. */}
          {content.comments.length > 0 && <CommentCarousel comments={content.comments} />}
          {content.featuredUsers.length > 0 && (
            <ul className="featured-users" aria-label={t`Featured members`}>
              {content.featuredUsers.map((user) => (
                <li key={user.name}>
                  <span className="featured-users__avatar" aria-hidden="true">
                    {initials(user.name)}
                  </span>
                  <span>{user.name}</span>
                  {user.verified && <span className="featured-users__verified">{t`Verified`}</span>}
                </li>
              ))}
            </ul>
          )}
          {content.pressLogos.length > 0 && (
            <section className="press" aria-label={t`As featured in`}>
              <h3>{t`As featured in`}</h3>
              <ul>
                {content.pressLogos.map((logo) => (
                  <li key={logo.name}>
                    {logo.imageUrl ? <img src={logo.imageUrl} alt={logo.name} /> : logo.name}
                  </li>
                ))}
              </ul>
            </section>
          )}
        </>
      )}
    </div>
  );
}
