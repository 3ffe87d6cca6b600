import { PageFrame } from '@client/components/page-frame/page-frame';
import { BRAND } from '@client/config/build-config';
import { LazyWalletChips } from '@client/features/account/wallet/lazy-wallet-chips';
import { trackEvent } from '@client/lib/analytics/track-event';
import { profileAtom } from '@client/session/profile-atom';
import { CHARACTER_LIST_SORT } from '@contract/enums';
import { ROUTES } from '@contract/routes';
import { useLingui } from '@lingui/react/macro';
import { useAtom, useAtomValue } from 'jotai';
import { useEffect, useRef } from 'react';
import { Link } from 'wouter';
import { CharacterCard, CharacterCardSkeleton } from '../characters/character-card';
import { useHomeFirstSteps } from '../first-steps/home-first-steps';
import { LazyFirstStepTip } from '../first-steps/lazy-first-step-tip';
import { FirstRunInterests } from '../interests/first-run-interests';
import { useTagOptions } from '../interests/use-tag-options';
import '../characters/character-card.css';
import { FaqBlock } from './faq-block';
import { homeQueryAtom, preferredStyleApplied } from './home-state';
import { PremiumBanner } from './premium-banner';
import { type CatalogueQuery, useCatalogue } from './use-catalogue';
import './home-screen.css';

/** Cards in a phone's first row (two columns): on screen at once, so their portraits load first. */
const FIRST_ROW_CARDS = 2;

/** Placeholders shown while a page loads. */
const SKELETON_KEYS = ['s1', 's2', 's3', 's4', 's5', 's6'];

function Chip({ selected, onClick, label }: { selected: boolean; onClick(): void; label: string }) {
  return (
    <button
      type="button"
      className={`home-chip${selected ? ' home-chip--selected' : ''}`}
      aria-pressed={selected}
      onClick={onClick}
    >
      {label}
    </button>
  );
}

/** Home: the catalogue in three orders with style and tag filters, endless, and the FAQ. */
export default function HomeScreen() {
  const { t } = useLingui();
  const [query, setQuery] = useAtom(homeQueryAtom);
  const tags = useTagOptions() ?? [];
  const user = useAtomValue(profileAtom)?.user;
  const { cards, loading, finished, failed, loadMore, retry } = useCatalogue(
    query,
    user?.preferenceTags,
  );
  const sentinel = useRef<HTMLDivElement>(null);
  const firstStep = useHomeFirstSteps({
    user,
    hasCards: cards.length > 0,
    hasTags: tags.length > 0,
  });
  const preferredStyle = user?.preferredStyle ?? null;

  // The style chosen in chat settings is Home's starting filter, once per visit.
  useEffect(() => {
    if (!preferredStyle || preferredStyleApplied.done) return;
    preferredStyleApplied.done = true;
    setQuery((current) =>
      current.style === null ? { ...current, style: preferredStyle } : current,
    );
  }, [preferredStyle, setQuery]);

  useEffect(() => {
    const element = sentinel.current;
    if (!element) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) loadMore();
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [loadMore]);

  const select = (next: CatalogueQuery) => {
    setQuery(next);
    const type = Object.entries(CHARACTER_LIST_SORT).find(([, value]) => value === next.sort)?.[0];
    trackEvent('page_home_select', {
      type: type ?? '',
      style: next.style ?? 'all',
      tags: next.tags.join(','),
    });
  };
  const toggleTag = (id: string) =>
    select({
      ...query,
      tags: query.tags.includes(id) ? query.tags.filter((tag) => tag !== id) : [...query.tags, id],
    });

  const tabs = [
    { sort: CHARACTER_LIST_SORT.rec, label: t`Recommended` },
    { sort: CHARACTER_LIST_SORT.hot, label: t`Popular` },
    { sort: CHARACTER_LIST_SORT.new, label: t`Latest` },
  ];
  const styles = [
    { style: null, label: t`All` },
    { style: 'realistic' as const, label: t`Realistic` },
    { style: 'anime' as const, label: t`Anime` },
  ];

  return (
    <PageFrame
      title={BRAND.title}
      hasBottomNav
      isWide
      actions={<LazyWalletChips />}
      isReady={cards.length > 0 || !loading}
    >
      <PremiumBanner />
      <FirstRunInterests />
      <Link href={ROUTES.meet} className="home-meet-link">
        <span aria-hidden="true">♥</span>
        <span className="home-meet-link__text">{t`Meet: swipe characters, match and chat`}</span>
        <span aria-hidden="true" className="home-meet-link__arrow">
          ›
        </span>
      </Link>
      <div className="home-tabs" role="tablist">
        {tabs.map((tab) => (
          <button
            key={tab.sort}
            type="button"
            role="tab"
            aria-selected={query.sort === tab.sort}
            className={`home-tab${query.sort === tab.sort ? ' home-tab--selected' : ''}`}
            onClick={() => select({ ...query, sort: tab.sort })}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <fieldset className="home-filters" aria-label={t`Style`}>
        {styles.map((option) => (
          <Chip
            key={option.label}
            label={option.label}
            selected={query.style === option.style}
            onClick={() => select({ ...query, style: option.style })}
          />
        ))}
      </fieldset>
      {tags.length > 0 && (
        <fieldset className="home-filters home-filters--tags" aria-label={t`Tags`}>
          {tags.map((tag) => (
            <Chip
              key={tag.id}
              label={tag.label}
              selected={query.tags.includes(tag.id)}
              onClick={() => toggleTag(tag.id)}
            />
          ))}
        </fieldset>
      )}
      <section className="character-grid" aria-busy={loading}>
        {cards.map((card, index) => (
          <CharacterCard
            key={card.characterId}
            character={card}
            isFirstRow={index < FIRST_ROW_CARDS}
            isFirst={index === 0}
          />
        ))}
        {loading && SKELETON_KEYS.map((key) => <CharacterCardSkeleton key={key} />)}
      </section>
      {!loading && cards.length === 0 && !failed && (
        <p className="home-empty">{t`No characters match these filters.`}</p>
      )}
      {failed && (
        <button type="button" className="home-retry" onClick={retry}>
          {t`Could not load characters. Tap to try again.`}
        </button>
      )}
      <div ref={sentinel} className="home-sentinel" />
      {finished && <FaqBlock />}
      <LazyFirstStepTip step={firstStep} isFloating />
    </PageFrame>
  );
}
