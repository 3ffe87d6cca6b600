import { thumbnailUrl } from '@client/lib/thumbnail-url';
import { useNearView } from '@client/lib/use-near-view';
import type { CharacterCard as Card } from '@contract/api/character-endpoints';
import { CARD_IMAGE_SIZES, cardImageSrcSet } from '@contract/card-image';
import { useLingui } from '@lingui/react/macro';
import { useRef } from 'react';
import { Link } from 'wouter';
import './character-card.css';

/**
 * A catalogue card: portrait, name, age, tags and the VIP mark for member-only characters. The
 * first row is on screen at once: its portraits load eagerly, the first with high priority (it is
 * the largest paint of Home); the others only once a short scroll away. Not `loading=lazy`:
 * Chromium loads lazy images up to 2500 px ahead on a slow connection, every card of a page.
 */
export function CharacterCard({
  character,
  isFirstRow = false,
  isFirst = false,
}: {
  character: Card;
  isFirstRow?: boolean;
  isFirst?: boolean;
}) {
  const { t } = useLingui();
  const image = useRef<HTMLImageElement>(null);
  const isNear = useNearView(image);
  const srcSet = cardImageSrcSet(character.portraitUrl);
  const isShown = isFirstRow || isNear;
  return (
    <Link href={`/role/${character.characterId}`} className="character-card">
      <img
        ref={image}
        className="character-card__image"
        {...(isShown
          ? {
              src: thumbnailUrl(character.portraitUrl, 384),
              ...(srcSet ? { srcSet, sizes: CARD_IMAGE_SIZES } : {}),
            }
          : {})}
        alt=""
        // React 18 knows only the lowercase attribute.
        {...(isFirst ? { fetchpriority: 'high' } : {})}
      />
      {character.memberOnly && <span className="character-card__vip">{t`VIP`}</span>}
      <span className="character-card__body">
        <span className="character-card__name">
          {character.nick} <span className="character-card__age">{character.age}</span>
        </span>
        {character.creatorNick && (
          <span className="character-card__credit">{t`by ${character.creatorNick}`}</span>
        )}
        <span className="character-card__tags">
          {character.tags.slice(0, 3).map((tag) => (
            <span key={tag.id} className="character-card__tag">
              {tag.label}
            </span>
          ))}
        </span>
      </span>
    </Link>
  );
}

/** The grey shape of a card while the page loads. */
export function CharacterCardSkeleton() {
  return <div className="character-card character-card--skeleton" aria-hidden="true" />;
}
