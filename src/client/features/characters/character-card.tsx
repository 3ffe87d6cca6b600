import { thumbnailUrl } from '@client/lib/thumbnail-url';
import type { CharacterCard as Card } from '@contract/api/character-endpoints';
import { useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import './character-card.css';

/** A catalogue card: portrait, name, age, tags and the VIP mark for member-only characters. */
export function CharacterCard({ character }: { character: Card }) {
  const { t } = useLingui();
  return (
    <Link href={`/role/${character.characterId}`} className="character-card">
      <img
        className="character-card__image"
        src={thumbnailUrl(character.portraitUrl, 384)}
        alt=""
        loading="lazy"
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
