import { PageFrame } from '@client/components/page-frame/page-frame';
import { useGoBack } from '@client/components/page-frame/use-go-back';
import { showToast } from '@client/components/toast/toast-store';
import { queryClient } from '@client/lib/query/query-client';
import { useApiQuery } from '@client/lib/query/use-api-query';
import { useExclusiveAction } from '@client/lib/use-exclusive-action';
import { sessionUidAtom } from '@client/session/session';
import type { EndpointOutput } from '@contract/api/endpoint';
import type { SocialLink } from '@contract/api/service-order-endpoints';
import type { publicProfileEndpoint } from '@contract/api/user-endpoints';
import { ROUTES } from '@contract/routes';
import {
  SOCIAL_LINK_KINDS,
  SOCIAL_LINK_LABEL_MAX_LENGTH,
  SOCIAL_LINK_URL_MAX_LENGTH,
  SOCIAL_LINKS_MAX,
  type SocialLinkKind,
} from '@contract/service-orders';
import { useLingui } from '@lingui/react/macro';
import { Button } from '@telegram-apps/telegram-ui';
import { useAtomValue } from 'jotai';
import { useMemo, useState } from 'react';
import { getPublicProfile } from './api/get-public-profile';
import { listServiceOrders } from './api/list-service-orders';
import { updateSocialLinks } from './api/update-social-links';
import { SOCIAL_KIND_LABELS } from './order-labels';
import './orders.css';

/** The same check the server makes: a whole https address with a domain name. */
function isValidUrl(url: string): boolean {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' && parsed.hostname.includes('.');
  } catch {
    return false;
  }
}

/** A link being edited, with a key of its own: rows are added and removed anywhere. */
type EditedLink = SocialLink & { key: number };

let lastKey = 0;
const withKey = (link: SocialLink): EditedLink => ({ ...link, key: ++lastKey });
const emptyLink = (): EditedLink => withKey({ kind: 'instagram', label: '', url: 'https://' });

/** `/settings/creator-links`: the links fans see on my creator profile and order sheet. */
export default function CreatorLinksScreen() {
  const { t, i18n } = useLingui();
  const goBack = useGoBack(ROUTES.settings);
  const uid = useAtomValue(sessionUidAtom);
  const profile = useApiQuery({
    queryKey: ['publicProfile', uid],
    queryFn: () => getPublicProfile({ uid: uid ?? '' }),
    enabled: Boolean(uid),
  });
  const provider = useApiQuery({
    queryKey: ['serviceOrderProvider', uid],
    queryFn: () => listServiceOrders({ role: 'received', pageSize: 1 }, { silent: true }),
    enabled: Boolean(uid),
  });
  // Keys made once per answer, so the rows keep theirs while they are edited.
  const savedLinks = useMemo(
    () => (profile.data ? profile.data.socialLinks.map(withKey) : profile.isError ? [] : null),
    [profile.data, profile.isError],
  );
  // The user's edits, for the account they were made in.
  const [edited, setEdited] = useState<{ uid: string; links: EditedLink[] } | null>(null);
  const links = uid ? (edited?.uid === uid ? edited.links : savedLinks) : null;
  const setLinks = (update: EditedLink[] | ((current: EditedLink[] | null) => EditedLink[])) => {
    if (!uid) return;
    setEdited((previous) => {
      const current = previous?.uid === uid ? previous.links : savedLinks;
      return { uid, links: typeof update === 'function' ? update(current) : update };
    });
  };
  const isProvider = uid ? (provider.data?.isProvider ?? (provider.isError ? false : null)) : null;
  const saving = useExclusiveAction();

  const change = (index: number, patch: Partial<SocialLink>) =>
    setLinks((current) =>
      (current ?? []).map((link, at) => (at === index ? { ...link, ...patch } : link)),
    );
  const isComplete = (links ?? []).every(
    (link) => isValidUrl(link.url) && (link.kind !== 'other' || link.label.trim()),
  );
  const save = () =>
    saving.run(async () => {
      const sent = (links ?? []).map(({ kind, label, url }) => ({ kind, label, url }));
      const answer = await updateSocialLinks({ links: sent });
      setLinks(answer.links.map(withKey));
      // Her profile as saved, for this page's next visit and for the order sheet.
      queryClient.setQueryData<EndpointOutput<typeof publicProfileEndpoint>>(
        ['publicProfile', uid],
        (current) => current && { ...current, socialLinks: answer.links },
      );
      showToast(t`Links saved`);
    });

  return (
    <PageFrame title={t`Creator links`} onBack={goBack}>
      <div className="orders-page">
        <p className="orders-hint">
          {t`Fans see these links on your profile and when they order a piece from you. Only https addresses.`}
        </p>
        {isProvider === false && (
          <p className="orders-hint" role="status">
            {t`Publish one of your characters first: links show on the profiles of creators.`}
          </p>
        )}
        {/* Only a creator can save links: others see why, not a form they cannot send. */}
        {isProvider && links && (
          <>
            {links.map((link, index) => {
              const position = index + 1;
              return (
                <fieldset key={link.key} className="creator-link-row">
                  <legend>{t`Link ${position}`}</legend>
                  <label>
                    <span>{t`Kind`}</span>
                    <select
                      className="text-field"
                      value={link.kind}
                      onChange={(event) =>
                        change(index, { kind: event.target.value as SocialLinkKind })
                      }
                    >
                      {SOCIAL_LINK_KINDS.map((kind) => (
                        <option key={kind} value={kind}>
                          {i18n._(SOCIAL_KIND_LABELS[kind])}
                        </option>
                      ))}
                    </select>
                  </label>
                  {link.kind === 'other' && (
                    <label>
                      <span>{t`Label`}</span>
                      <input
                        className="text-field"
                        dir="auto"
                        value={link.label}
                        maxLength={SOCIAL_LINK_LABEL_MAX_LENGTH}
                        onChange={(event) => change(index, { label: event.target.value })}
                      />
                    </label>
                  )}
                  <label>
                    <span>{t`Address`}</span>
                    <input
                      className="text-field"
                      type="url"
                      dir="ltr"
                      value={link.url}
                      maxLength={SOCIAL_LINK_URL_MAX_LENGTH}
                      aria-invalid={!isValidUrl(link.url)}
                      onChange={(event) => change(index, { url: event.target.value.trim() })}
                    />
                  </label>
                  <Button
                    size="s"
                    mode="plain"
                    onClick={() =>
                      setLinks((current) => (current ?? []).filter((_, at) => at !== index))
                    }
                  >
                    {t`Remove`}
                  </Button>
                </fieldset>
              );
            })}
            {links.length < SOCIAL_LINKS_MAX && (
              <Button
                size="m"
                mode="bezeled"
                onClick={() => setLinks((current) => [...(current ?? []), emptyLink()])}
              >
                {t`Add a link`}
              </Button>
            )}
            <Button
              size="l"
              stretched
              disabled={!isComplete}
              loading={saving.isBusy}
              onClick={save}
            >
              {t`Save links`}
            </Button>
          </>
        )}
      </div>
    </PageFrame>
  );
}
