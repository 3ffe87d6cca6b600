import { useApiQuery } from '@client/lib/query/use-api-query';
import { sessionUidAtom } from '@client/session/session';
import { useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { listSentPhotos } from '../characters/api/list-sent-photos';
import { GetVipButton } from '../payments/premium/get-vip-button';

/** The photos this character sent the signed-in user in chat; nothing when there are none. */
export function SentPhotos({ characterId }: { characterId: string }) {
  const { t } = useLingui();
  const uid = useAtomValue(sessionUidAtom);
  const sent = useApiQuery({
    queryKey: ['characterSentPhotos', characterId, uid],
    queryFn: () => listSentPhotos({ characterId }, { silent: true }),
    enabled: Boolean(uid),
  });
  const photos = (uid && sent.data?.list) || [];

  if (photos.length === 0) return null;
  const isLocked = photos.some((photo) => photo.locked);
  return (
    <section className="role-sent" aria-label={t`Photos sent to you`}>
      <h3 className="role-sent__title">{t`Photos sent to you`}</h3>
      <div className="role-sent__list">
        {photos.map((photo) => (
          <img key={`${photo.conversationId}-${photo.id}-${photo.sentAt}`} src={photo.url} alt="" />
        ))}
      </div>
      {isLocked && (
        <GetVipButton
          className="role-sent__lock"
          request={{ comeFrom: 'bot_unlock_photo', scriptId: characterId }}
        >
          {t`Unlock with VIP to see these photos`}
        </GetVipButton>
      )}
    </section>
  );
}
