import { emitAppEvent } from '@client/app/app-events';
import { openConfirmDialog } from '@client/components/modal/confirm-dialog';
import { PageFrame } from '@client/components/page-frame/page-frame';
import { useGoBack } from '@client/components/page-frame/use-go-back';
import { createActionKeys } from '@client/lib/api/action-keys';
import { useExclusiveAction } from '@client/lib/use-exclusive-action';
import { profileAtom, refreshProfile } from '@client/session/profile-atom';
import { sessionUidAtom } from '@client/session/session';
import { ROUTES } from '@contract/routes';
import {
  VIDEO_DURATION,
  VIDEO_RESOLUTIONS,
  type VideoResolution,
  videoPrice,
} from '@contract/studio';
import { useLingui } from '@lingui/react/macro';
import { Button } from '@telegram-apps/telegram-ui';
import { useAtomValue } from 'jotai';
import { useEffect, useId, useState } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { generateVideo } from '../api/generate-video';
import { StudioItemView } from '../item/studio-item-view';
import { useStudioItem } from '../item/use-studio-item';
import { refreshOtherStudioLists } from '../studio-lists';
import { SourcePicker } from './source-picker';
import { sourceFromQuery, sourceParams, type VideoSource } from './video-source';
import '../../my-roles/my-roles.css';
import '../studio.css';

/** A clip ordered here: progress, then the clip or the failure. */
function OrderedVideo({ itemId }: { itemId: string }) {
  const { t } = useLingui();
  const [, navigate] = useLocation();
  const { item, setItem, isMissing } = useStudioItem(itemId);
  useEffect(() => {
    if (item?.state === 'failed') void refreshProfile({ force: true });
  }, [item?.state]);
  if (isMissing) return <p className="empty-state">{t`This video does not exist`}</p>;
  if (!item) return <p className="studio-hint">{t`Loading…`}</p>;
  return (
    <StudioItemView
      item={item}
      onChange={setItem}
      onDeleted={() => {
        refreshOtherStudioLists(null);
        navigate(ROUTES.album, { replace: true });
      }}
      isRetrying={false}
      onRetry={() => navigate(ROUTES.ugcGenerateVideo)}
    />
  );
}

/** `/ugc/generate-video`: a clip of a still (spec §3: source image, resolution, duration). */
export default function GenerateVideoScreen() {
  const { t } = useLingui();
  const id = useId();
  const uid = useAtomValue(sessionUidAtom);
  const profile = useAtomValue(profileAtom);
  const [, navigate] = useLocation();
  const search = new URLSearchParams(useSearch());
  const videoId = search.get('video');
  const [source, setSource] = useState<VideoSource | null>(() => sourceFromQuery(search));
  const [resolution, setResolution] = useState<VideoResolution>('480p');
  const [duration, setDuration] = useState<number>(VIDEO_DURATION.default);
  const [isPrivate, setIsPrivate] = useState(false);
  const ordering = useExclusiveAction();
  const [actionKeys] = useState(createActionKeys);
  const goBack = useGoBack(videoId ? ROUTES.album : ROUTES.ugcGenerateImage);
  const price = videoPrice(duration);

  const order = () =>
    ordering.run(async () => {
      if (!source) return;
      const balance = profile?.user.goldBalance ?? 0;
      if (balance < price) {
        const choice = await openConfirmDialog({
          title: t`Not enough coins`,
          message: t`This video costs ${price} coins and you have ${balance}.`,
          confirmText: t`Buy coins`,
        });
        if (choice === 'confirm') navigate(`${ROUTES.buyCoins}?from=miniapp_generate_video`);
        return;
      }
      const params = { ...sourceParams(source), resolution, durationSeconds: duration, isPrivate };
      const action = `video:${JSON.stringify(params)}`;
      try {
        const made = await generateVideo(params, { idempotencyKey: actionKeys.keyFor(action) });
        actionKeys.settle(action);
        void refreshProfile({ force: true });
        // The new video belongs in the album and my lists.
        refreshOtherStudioLists(null);
        navigate(`${ROUTES.ugcGenerateVideo}?video=${made.itemId}`);
      } catch (error) {
        actionKeys.settle(action, error);
        throw error;
      }
    });

  return (
    <PageFrame
      title={t`Generate video`}
      onBack={goBack}
      actions={
        <Link href={ROUTES.album} className="pill-link">
          {t`Album`}
        </Link>
      }
    >
      {videoId ? (
        <div className="studio">
          <OrderedVideo itemId={videoId} />
        </div>
      ) : (
        <form
          className="studio"
          onSubmit={(event) => {
            event.preventDefault();
            if (!uid) emitAppEvent('showLogin', { fromLanding: false });
            else void order();
          }}
        >
          {uid && <SourcePicker source={source} onPick={setSource} />}
          <fieldset className="studio-field">
            <legend className="studio-field__label">{t`Resolution`}</legend>
            <div className="segmented">
              {(Object.keys(VIDEO_RESOLUTIONS) as VideoResolution[]).map((option) => (
                <label
                  key={option}
                  className={`segmented__item${resolution === option ? ' segmented__item--selected' : ''}`}
                >
                  <input
                    type="radio"
                    name="video-resolution"
                    className="choice-input"
                    checked={resolution === option}
                    onChange={() => setResolution(option)}
                  />
                  {option}
                </label>
              ))}
            </div>
          </fieldset>
          <div className="studio-field">
            <div className="studio-field__head">
              <label className="studio-field__label" htmlFor={`${id}-duration`}>
                {t`Duration`}
              </label>
              <output htmlFor={`${id}-duration`} className="cfg-value">
                {t`${duration} s`}
              </output>
            </div>
            <input
              id={`${id}-duration`}
              type="range"
              className="cfg-slider cfg-slider--plain"
              min={VIDEO_DURATION.min}
              max={VIDEO_DURATION.max}
              step={1}
              value={duration}
              onChange={(event) => setDuration(Number(event.target.value))}
            />
            <p className="studio-hint">
              {t`Up to ${VIDEO_DURATION.max} seconds. 100 coins for each started 5 seconds.`}
            </p>
          </div>
          <label className="studio-switch">
            <input
              type="checkbox"
              checked={isPrivate || source?.kind === 'upload'}
              disabled={source?.kind === 'upload'}
              onChange={(event) => setIsPrivate(event.target.checked)}
            />
            <span>
              <strong className="studio-switch__title">{t`Visible to me only`}</strong>
              <small className="studio-switch__note">
                {source?.kind === 'upload'
                  ? t`Videos of uploaded photos stay private.`
                  : t`Otherwise the video joins the community gallery.`}
              </small>
            </span>
          </label>
          <div className="wizard__footer app-column-bar">
            <div className="wizard__footer__inner">
              <Button
                type="submit"
                size="l"
                stretched
                loading={ordering.isBusy}
                disabled={Boolean(uid) && !source}
              >
                {uid ? t`Make video for ${price} coins` : t`Sign in to generate`}
              </Button>
            </div>
          </div>
        </form>
      )}
    </PageFrame>
  );
}
