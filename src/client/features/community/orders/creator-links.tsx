import type { SocialLink } from '@contract/api/service-order-endpoints';
import { useLingui } from '@lingui/react/macro';
import { SOCIAL_KIND_LABELS } from './order-labels';

/** A creator's public links, opened in a new tab. */
export function CreatorLinks({ links }: { links: SocialLink[] }) {
  const { t, i18n } = useLingui();
  if (links.length === 0) return null;
  return (
    <ul className="creator-links" aria-label={t`Creator links`}>
      {links.map((link) => (
        <li key={link.url}>
          <a href={link.url} target="_blank" rel="noopener noreferrer nofollow" dir="auto">
            {link.kind === 'other' ? link.label : i18n._(SOCIAL_KIND_LABELS[link.kind])}
          </a>
        </li>
      ))}
    </ul>
  );
}
