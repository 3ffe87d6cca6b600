import { emitAppEvent } from '@client/app/app-events';
import { openConfirmDialog } from '@client/components/modal/confirm-dialog';
import { PageFrame } from '@client/components/page-frame/page-frame';
import { useGoBack } from '@client/components/page-frame/use-go-back';
import { createActionKeys } from '@client/lib/api/action-keys';
import { useExclusiveAction } from '@client/lib/use-exclusive-action';
import { profileAtom, refreshProfile } from '@client/session/profile-atom';
import { sessionUidAtom } from '@client/session/session';
import type { StudioItem } from '@contract/api/studio-endpoints';
import { PHOTO_GENERATION_COIN_COST } from '@contract/constants';
import { ROUTES } from '@contract/routes';
import { useLingui } from '@lingui/react/macro';
import { Button } from '@telegram-apps/telegram-ui';
import { useAtom, useAtomValue } from 'jotai';
import { useCallback, useEffect, useState } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { generatePhoto } from '../api/generate-photo';
import { CommunityGallery } from '../gallery/community-gallery';
import { StudioItemView } from '../item/studio-item-view';
import { useStudioItem } from '../item/use-studio-item';
import { type PhotoForm, photoFormAtom } from '../photo-form';
import { refreshOtherStudioLists } from '../studio-lists';
import { CharacterPicker } from './character-picker';
import { PhotoSettings } from './photo-settings';
import { PromptField } from './prompt-field';
import { PromptTutorial } from './prompt-tutorial';
import { TemplateGallery } from './template-gallery';
import { usePickableCharacters } from './use-pickable-characters';
import '../../my-roles/my-roles.css';
import '../studio.css';

/** Orders photos: one idempotency key per form content, so a double press pays once. */
function useOrderPhoto() {
  const { t } = useLingui();
  const [, navigate] = useLocation();
  const profile = useAtomValue(profileAtom);
  const ordering = useExclusiveAction();
  const [actionKeys] = useState(createActionKeys);

  const order = (form: PhotoForm, attempt: string) =>
    ordering.run(async () => {
      const balance = profile?.user.goldBalance ?? 0;
      if (balance < PHOTO_GENERATION_COIN_COST) {
        const choice = await openConfirmDialog({
          title: t`Not enough coins`,
          message: t`A photo costs ${PHOTO_GENERATION_COIN_COST} coins and you have ${balance}.`,
          confirmText: t`Buy coins`,
        });
        if (choice === 'confirm') navigate(`${ROUTES.buyCoins}?from=miniapp_generate_image`);
        return;
      }
      const params = {
        characterId: form.characterId,
        prompt: form.prompt,
        negativePrompt: form.negativePrompt,
        size: form.size,
        cfg: form.cfg,
        clarity: form.clarity,
        isPrivate: form.isPrivate,
        ...(form.templateId ? { templateId: form.templateId } : {}),
      };
      const action = `photo:${attempt}:${JSON.stringify(params)}`;
      try {
        const { itemId } = await generatePhoto(params, {
          idempotencyKey: actionKeys.keyFor(action),
        });
        actionKeys.settle(action);
        void refreshProfile({ force: true });
        // The new photo belongs in the album and my lists.
        refreshOtherStudioLists(null);
        navigate(`${ROUTES.ugcGenerateImage}?item=${itemId}`);
      } catch (error) {
        actionKeys.settle(action, error);
        throw error;
      }
    });
  return { order, isBusy: ordering.isBusy };
}

/** The form to order again from a result: the fields as left, else the photo's own. */
function formFor(form: PhotoForm, item: StudioItem): PhotoForm {
  if (form.characterId && form.prompt.trim()) return form;
  return { ...form, characterId: item.characterId, prompt: item.prompt };
}

/** A photo ordered from the generator: progress, then the result or the failure. */
function OrderedPhoto({
  itemId,
  onRetry,
}: {
  itemId: string;
  onRetry: ReturnType<typeof useOrderPhoto>;
}) {
  const { t } = useLingui();
  const [, navigate] = useLocation();
  const form = useAtomValue(photoFormAtom);
  const { item, setItem, isMissing } = useStudioItem(itemId);
  // A refund changes the balance shown elsewhere.
  useEffect(() => {
    if (item?.state === 'failed') void refreshProfile({ force: true });
  }, [item?.state]);
  if (isMissing) {
    return <p className="empty-state">{t`This photo does not exist`}</p>;
  }
  if (!item) return <p className="studio-hint">{t`Loading…`}</p>;
  return (
    <StudioItemView
      item={item}
      onChange={setItem}
      onDeleted={() => {
        refreshOtherStudioLists(null);
        navigate(ROUTES.album, { replace: true });
      }}
      isRetrying={onRetry.isBusy}
      onRetry={() => void onRetry.order(formFor(form, item), itemId)}
    />
  );
}

/** `/ugc/generate-image`: the photo generator (spec §3 fields), and `?item=` a photo it ordered. */
export default function GeneratePhotoScreen() {
  const { t } = useLingui();
  const uid = useAtomValue(sessionUidAtom);
  const search = new URLSearchParams(useSearch());
  const itemId = search.get('item');
  const wantedCharacter = search.get('character') ?? '';
  const [form, setForm] = useAtom(photoFormAtom);
  const [isTutorialOpen, setIsTutorialOpen] = useState(false);
  const characters = usePickableCharacters(wantedCharacter);
  const ordering = useOrderPhoto();
  const goBack = useGoBack(itemId ? ROUTES.ugcGenerateImage : ROUTES.home);
  const change = useCallback(
    (next: Partial<PhotoForm>) => setForm((current) => ({ ...current, ...next })),
    [setForm],
  );

  // The character named by the link, else the first one offered, is picked to start.
  useEffect(() => {
    if (wantedCharacter) change({ characterId: wantedCharacter });
  }, [wantedCharacter, change]);
  useEffect(() => {
    const first = characters?.[0];
    if (first && !characters.some((c) => c.characterId === form.characterId)) {
      change({ characterId: first.characterId });
    }
  }, [characters, form.characterId, change]);

  const canOrder = Boolean(form.characterId) && form.prompt.trim().length > 0;
  const tab = search.get('tab') === 'community' ? 'community' : 'create';
  const tabs = (
    <div className="segmented" role="tablist" aria-label={t`Studio`}>
      {(['create', 'community'] as const).map((id) => (
        <Link
          key={id}
          href={
            id === 'community'
              ? `${ROUTES.ugcGenerateImage}?tab=community`
              : ROUTES.ugcGenerateImage
          }
          replace
          role="tab"
          aria-selected={tab === id}
          className={`segmented__item${tab === id ? ' segmented__item--selected' : ''}`}
        >
          {id === 'create' ? t`Create` : t`Community`}
        </Link>
      ))}
    </div>
  );
  return (
    <PageFrame
      title={t`Generate photo`}
      onBack={goBack}
      actions={
        <Link href={ROUTES.album} className="pill-link">
          {t`Album`}
        </Link>
      }
    >
      {itemId ? (
        <div className="studio">
          <OrderedPhoto itemId={itemId} onRetry={ordering} />
        </div>
      ) : tab === 'community' ? (
        <div className="studio">
          {tabs}
          <CommunityGallery
            characterId={null}
            emptyText={t`No public photos yet. Generate one and share it with everyone.`}
          />
        </div>
      ) : (
        <form
          className="studio"
          onSubmit={(event) => {
            event.preventDefault();
            if (!uid) emitAppEvent('showLogin', { fromLanding: false });
            else if (canOrder) void ordering.order(form, 'new');
          }}
        >
          {tabs}
          <CharacterPicker
            characters={characters}
            selectedId={form.characterId}
            onPick={(characterId) => change({ characterId })}
          />
          <TemplateGallery
            selectedId={form.templateId}
            onPick={(template) => change({ templateId: template.id, prompt: template.prompt })}
          />
          <PromptField
            value={form.prompt}
            onChange={(prompt) => change({ prompt })}
            onOpenTutorial={() => setIsTutorialOpen(true)}
          />
          <PhotoSettings form={form} onChange={change} />
          <div className="wizard__footer app-column-bar">
            <div className="wizard__footer__inner">
              <Button
                type="submit"
                size="l"
                stretched
                loading={ordering.isBusy}
                disabled={Boolean(uid) && !canOrder}
              >
                {uid ? t`Generate for ${PHOTO_GENERATION_COIN_COST} coins` : t`Sign in to generate`}
              </Button>
            </div>
          </div>
          <PromptTutorial
            isOpen={isTutorialOpen}
            onClose={() => setIsTutorialOpen(false)}
            onUse={(prompt) => change({ prompt, templateId: null })}
          />
        </form>
      )}
    </PageFrame>
  );
}
