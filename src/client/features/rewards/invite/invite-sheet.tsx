import { BottomPopup } from '@client/components/bottom-popup/bottom-popup';
import { useExclusiveAction } from '@client/lib/use-exclusive-action';
import { INVITE_REWARD_ENERGY } from '@contract/constants';
import { ROUTES } from '@contract/routes';
import { useLingui } from '@lingui/react/macro';
import { Button } from '@telegram-apps/telegram-ui';
import { Link } from 'wouter';
import { useShareInvite } from './use-share-invite';
import '../rewards.css';

/** A character the invite opens, with the name the message shows. */
export interface SharedCharacter {
  id: string;
  nick: string;
}

/**
 * The share sheet (opened by the `shareDialog` start parameter, after a good chat, or from a
 * character's page): one tap shares the invite natively; the button is the user's gesture the
 * browser's share sheet needs.
 */
export default function InviteSheet({
  character,
  onClose,
}: {
  character: SharedCharacter | null;
  onClose(): void;
}) {
  const { t } = useLingui();
  const share = useShareInvite();
  const sharing = useExclusiveAction();
  const energy = INVITE_REWARD_ENERGY;
  return (
    <BottomPopup isOpen onClose={onClose} label={t`Invite friends`}>
      <div className="home-screen-gift">
        <h2 className="home-screen-gift__title">
          {character ? t`Share ${character.nick}` : t`Invite friends`}
        </h2>
        <p className="home-screen-gift__text">
          {t`Every friend who joins with your link gives you ${energy} energy.`}
        </p>
        <Button
          size="l"
          stretched
          loading={sharing.isBusy}
          disabled={!share}
          onClick={() =>
            sharing.run(async () => {
              await share?.(character ?? undefined);
              onClose();
            })
          }
        >
          {t`Share invite link`}
        </Button>
        <Link href={ROUTES.settingsInvite} onClick={onClose} className="rewards-page__hint">
          {t`See friends who joined`}
        </Link>
      </div>
    </BottomPopup>
  );
}
