import { PageFrame } from '@client/components/page-frame/page-frame';
import { useGoBack } from '@client/components/page-frame/use-go-back';
import { showToast } from '@client/components/toast/toast-store';
import { UploadRefused, uploadPhoto } from '@client/lib/media/upload-photo';
import { uploadRefusalText } from '@client/lib/media/upload-refusal-text';
import { useExclusiveAction } from '@client/lib/use-exclusive-action';
import { profileAtom, refreshProfile } from '@client/session/profile-atom';
import { sessionUidAtom } from '@client/session/session';
import type { VerificationStatus } from '@contract/api/report-endpoints';
import { ROUTES } from '@contract/routes';
import { useLingui } from '@lingui/react/macro';
import { Button } from '@telegram-apps/telegram-ui';
import { useAtomValue } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'wouter';
import { submitVerification } from './api/trust-api';
import './trust.css';

/** A picture chosen on the device, with a preview while the screen is open. */
function usePicked() {
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState('');
  useEffect(() => {
    if (!file) return;
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);
  return { file, preview: file ? preview : '', setFile };
}

/** One picture to take or choose: the camera facing the user for a selfie, the back for a card. */
function PictureField({
  id,
  label,
  capture,
  picked,
}: {
  id: string;
  label: string;
  capture: 'user' | 'environment';
  picked: ReturnType<typeof usePicked>;
}) {
  const { t } = useLingui();
  const input = useRef<HTMLInputElement>(null);
  return (
    <div className="trust-upload">
      <span id={`${id}-label`}>{label}</span>
      <input
        ref={input}
        id={id}
        type="file"
        accept="image/jpeg,image/png,image/webp"
        capture={capture}
        className="visually-hidden"
        aria-labelledby={`${id}-label`}
        onChange={(event) => picked.setFile(event.target.files?.[0] ?? null)}
      />
      {picked.preview && <img src={picked.preview} alt="" />}
      <Button
        type="button"
        size="m"
        mode="bezeled"
        aria-describedby={`${id}-label`}
        onClick={() => input.current?.click()}
      >
        {picked.file ? t`Choose another picture` : t`Take or choose a picture`}
      </Button>
    </div>
  );
}

/**
 * `/settings/verification`: age verification with a selfie and an identity document, seen only
 * by moderators and deleted after review; the result shows on the profile.
 */
export default function VerificationScreen() {
  const { t } = useLingui();
  const goBack = useGoBack(ROUTES.settings);
  const uid = useAtomValue(sessionUidAtom);
  const profile = useAtomValue(profileAtom);
  const [status, setStatus] = useState<VerificationStatus | null>(null);
  const selfie = usePicked();
  const document = usePicked();
  const sending = useExclusiveAction();

  useEffect(() => {
    if (uid) void refreshProfile({ force: true });
  }, [uid]);
  const shown = status ?? profile?.verification ?? null;

  const send = () =>
    sending.run(async () => {
      if (!selfie.file || !document.file) return;
      try {
        const [selfieUpload, documentUpload] = await Promise.all([
          uploadPhoto(selfie.file),
          uploadPhoto(document.file),
        ]);
        const answer = await submitVerification({
          selfieUploadId: selfieUpload.uploadId,
          documentUploadId: documentUpload.uploadId,
        });
        setStatus(answer.verification);
        showToast(t`Sent. A moderator will review it soon.`);
        void refreshProfile({ force: true });
      } catch (error) {
        if (error instanceof UploadRefused)
          showToast(
            (await uploadRefusalText(error)) ?? t`Send a JPEG, PNG or WebP picture up to 5 MB`,
          );
        else throw error;
      }
    });

  const reason = shown?.reason ?? '';
  return (
    <PageFrame title={t`Age verification`} onBack={goBack}>
      <div className="trust-page">
        <p className="trust-page__lead">
          {shown?.required
            ? t`The law where you live asks for an age check before explicit content or publishing a character.`
            : t`Where the law asks for it, an age check is needed before explicit content or publishing a character.`}
        </p>
        <p className="trust-page__hint">
          {t`Only our moderators see your selfie and document, and they are deleted after review.`}
        </p>
        {!uid ? (
          <p className="trust-page__hint">{t`Sign in to verify your age.`}</p>
        ) : !shown ? (
          <div className="app-screen-loading" aria-busy="true" />
        ) : shown.state === 'approved' ? (
          <p className="trust-card__good" role="status">
            {t`Your age is verified.`}
          </p>
        ) : shown.state === 'pending' ? (
          <p role="status">{t`Waiting for review. We will show the result here.`}</p>
        ) : (
          <>
            {shown.state === 'rejected' && (
              <div className="trust-card" role="status">
                <p>
                  {t`Your last verification was not approved:`} <span dir="auto">{reason}</span>
                </p>
                <Link href={ROUTES.settingsAccountStatus}>{t`Appeal this decision`}</Link>
              </div>
            )}
            <PictureField
              id="verification-selfie"
              label={t`A selfie of your face`}
              capture="user"
              picked={selfie}
            />
            <PictureField
              id="verification-document"
              label={t`An identity document showing your date of birth`}
              capture="environment"
              picked={document}
            />
            <Button
              size="l"
              stretched
              disabled={!selfie.file || !document.file}
              loading={sending.isBusy}
              onClick={send}
            >
              {t`Send for review`}
            </Button>
          </>
        )}
      </div>
    </PageFrame>
  );
}
