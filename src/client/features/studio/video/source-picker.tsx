import { showToast } from '@client/components/toast/toast-store';
import { UploadRefused, uploadPhoto } from '@client/lib/media/upload-photo';
import { uploadRefusalText } from '@client/lib/media/upload-refusal-text';
import { useMyRecentPhotos } from '@client/lib/media/use-my-recent-photos';
import { thumbnailUrl } from '@client/lib/thumbnail-url';
import { useExclusiveAction } from '@client/lib/use-exclusive-action';
import { UPLOAD_PHOTO_MAX_BYTES } from '@contract/studio';
import { useLingui } from '@lingui/react/macro';
import { Button } from '@telegram-apps/telegram-ui';
import { useRef } from 'react';
import type { VideoSource } from './video-source';

interface SourcePickerProps {
  source: VideoSource | null;
  onPick(source: VideoSource): void;
}

/** The clip's source: one of my photos, or a photo of mine uploaded here (at most 5 MB). */
export function SourcePicker({ source, onPick }: SourcePickerProps) {
  const { t } = useLingui();
  const photos = useMyRecentPhotos()?.filter((item) => item.state === 'ready') ?? null;
  const fileInput = useRef<HTMLInputElement>(null);
  const uploading = useExclusiveAction();

  const upload = (file: File) =>
    uploading.run(async () => {
      if (file.size > UPLOAD_PHOTO_MAX_BYTES) {
        showToast(t`Photo max 5M`);
        return;
      }
      try {
        const uploaded = await uploadPhoto(file);
        onPick({ kind: 'upload', uploadId: uploaded.uploadId, url: uploaded.url });
      } catch (error) {
        showToast(
          (await uploadRefusalText(error)) ??
            (error instanceof UploadRefused && error.message === 'Photo max 5M'
              ? t`Photo max 5M`
              : t`This file could not be used. Choose a JPEG, PNG or WebP photo.`),
        );
      }
    });

  const selectedKey =
    source?.kind === 'item' ? source.itemId : source?.kind === 'upload' ? source.uploadId : '';
  return (
    <fieldset className="studio-field">
      <legend className="studio-field__label">{t`Source photo`}</legend>
      <div className="picker-row" aria-busy={photos === null}>
        {source && !photos?.some((photo) => photo.itemId === selectedKey) && (
          <label className="template-tile template-tile--selected">
            <input type="radio" name="video-source" className="choice-input" checked readOnly />
            <img className="tile-picture" src={source.url} alt="" width={112} height={150} />
            <span>{source.kind === 'upload' ? t`Your upload` : t`Chosen photo`}</span>
          </label>
        )}
        {photos?.map((photo) => (
          <label
            key={photo.itemId}
            className={`template-tile${selectedKey === photo.itemId ? ' template-tile--selected' : ''}`}
          >
            <input
              type="radio"
              name="video-source"
              className="choice-input"
              checked={selectedKey === photo.itemId}
              onChange={() => onPick({ kind: 'item', itemId: photo.itemId, url: photo.url })}
            />
            <img
              className="tile-picture"
              src={thumbnailUrl(photo.url, 384)}
              alt=""
              width={112}
              height={150}
            />
            <span dir="auto">{photo.characterNick}</span>
          </label>
        ))}
      </div>
      <input
        ref={fileInput}
        type="file"
        accept="image/jpeg,image/png,image/webp"
        className="visually-hidden"
        aria-label={t`Upload a photo`}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) void upload(file);
        }}
      />
      <Button
        type="button"
        size="m"
        mode="bezeled"
        loading={uploading.isBusy}
        onClick={() => fileInput.current?.click()}
      >
        {t`Upload a photo (max 5 MB)`}
      </Button>
      {photos?.length === 0 && !source && (
        <p className="studio-hint">{t`Generate a photo first, or upload one of your own.`}</p>
      )}
    </fieldset>
  );
}
