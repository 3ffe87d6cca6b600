import { useMyRecentPhotos } from '@client/lib/media/use-my-recent-photos';
import { useExclusiveAction } from '@client/lib/use-exclusive-action';
import { SERVICE_ORDER_DELIVERY_MAX_LENGTH } from '@contract/service-orders';
import { useLingui } from '@lingui/react/macro';
import { Button } from '@telegram-apps/telegram-ui';
import { useState } from 'react';

export interface DeliverFormProps {
  onDeliver(delivery: { note: string; albumItemId?: string }): Promise<void>;
  onCancel(): void;
}

/**
 * The creator's delivery: a note (a story's text, a link, words for the buyer) and, optionally,
 * one of the creator's public album photos, which the buyer then sees with the note.
 */
export function DeliverForm({ onDeliver, onCancel }: DeliverFormProps) {
  const { t } = useLingui();
  const [note, setNote] = useState('');
  // Only public photos: the buyer sees the one chosen.
  const photos = (useMyRecentPhotos() ?? []).filter(
    (item) => item.state === 'ready' && !item.isPrivate,
  );
  const [photoId, setPhotoId] = useState<string | null>(null);
  const sending = useExclusiveAction();

  return (
    <div className="deliver-form">
      <label className="deliver-form__note">
        <span>{t`Delivery note for the buyer`}</span>
        <textarea
          dir="auto"
          className="text-field"
          rows={5}
          value={note}
          maxLength={SERVICE_ORDER_DELIVERY_MAX_LENGTH}
          onChange={(event) => setNote(event.target.value)}
        />
      </label>
      {photos.length > 0 && (
        <fieldset className="deliver-form__photos">
          <legend>{t`Attach one of your public album photos (optional)`}</legend>
          {photos.map((photo) => (
            <label key={photo.itemId} className="deliver-form__photo">
              <input
                type="radio"
                name="delivery-photo"
                checked={photoId === photo.itemId}
                onChange={() => setPhotoId(photo.itemId)}
              />
              <img src={photo.url} alt={photo.characterNick} />
            </label>
          ))}
        </fieldset>
      )}
      <div className="order-card__actions">
        <Button
          size="m"
          disabled={note.trim().length === 0}
          loading={sending.isBusy}
          onClick={() =>
            sending.run(() =>
              onDeliver({ note: note.trim(), ...(photoId ? { albumItemId: photoId } : {}) }),
            )
          }
        >
          {t`Send delivery`}
        </Button>
        <Button size="m" mode="plain" onClick={onCancel}>
          {t`Back`}
        </Button>
      </div>
    </div>
  );
}
