import { CloseIcon } from '@client/components/icons/icons';
import {
  CHAT_ENERGY_COST,
  EMPTY_ENERGY_CHAT_COIN_COST,
  INVITE_REWARD_ENERGY,
} from '@contract/constants';
import type { FirstStep } from '@contract/enums';
import { ROUTES } from '@contract/routes';
import { useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import { dismissFirstStep } from './first-steps';
import './first-step-tip.css';

interface TipText {
  text: string;
  /** A screen that does what the tip suggests; following it also counts as seen. */
  action?: { href: string; label: string };
  /** The third-day banner has a title and stands out more than a tip. */
  title?: string;
}

function useTipText(step: FirstStep, isMac: boolean): TipText {
  const { t } = useLingui();
  const energy = CHAT_ENERGY_COST;
  const coins = EMPTY_ENERGY_CHAT_COIN_COST;
  const inviteEnergy = INVITE_REWARD_ENERGY;
  switch (step) {
    case 'firstVisibleHome':
      return { text: t`Welcome! Tap a character to see her page and start a chat.` };
    case 'firstFeatureTag':
      return { text: t`Tap a tag to see only the characters you like.` };
    case 'firstAppIns':
      return {
        text: t`You are in the app now. Sign in with the same account and your chats, energy and coins are all here.`,
      };
    case 'thirdDayBanner':
      return {
        title: t`Your third day here`,
        text: t`Make a character of your own: her look, her personality and her story.`,
        action: { href: ROUTES.myRolesCreate, label: t`Create a character` },
      };
    case 'guideFirstChat':
      return { text: t`Say hello and tell her about yourself. She remembers what you share.` };
    case 'pointHandling':
      return {
        text: t`Each message uses ${energy} energy. Energy refills every hour; when it runs out, a message costs ${coins} coins.`,
      };
    case 'fistAskPhoto':
      return { text: t`Want to see her? Tap the camera to ask for a photo.` };
    case 'socialActivity':
      return {
        text: t`Invite friends: you get ${inviteEnergy} energy for each friend who joins.`,
        action: { href: ROUTES.settingsInvite, label: t`Invite` },
      };
    case 'favoriteSite':
      return {
        text: isMac
          ? t`Bookmark this page to find your chats again: press Command+D or use your browser menu.`
          : t`Bookmark this page to find your chats again: press Ctrl+D or use your browser menu.`,
      };
  }
}

/**
 * One first-steps guide (spec §3): a line in the page, never over it, with a way to close it.
 * Closing it or following its suggestion remembers it on the account.
 */
export default function FirstStepTip({
  step,
  isFloating = false,
}: {
  step: FirstStep;
  /** Over the page, above the navigation, instead of in its flow. */
  isFloating?: boolean;
}) {
  const { t } = useLingui();
  const isMac = /Mac|iPhone|iPad/.test(navigator.platform || navigator.userAgent);
  const tip = useTipText(step, isMac);
  const dismiss = () => dismissFirstStep(step);
  return (
    <aside
      className={`first-step-tip${tip.title ? ' first-step-tip--banner' : ''}${isFloating ? ' first-step-tip--floating' : ''}`}
      aria-label={tip.title ?? t`Tip`}
      data-first-step={step}
    >
      <div className="first-step-tip__body">
        {tip.title && <strong className="first-step-tip__title">{tip.title}</strong>}
        <span>{tip.text}</span>
      </div>
      {tip.action && (
        <Link href={tip.action.href} className="first-step-tip__action" onClick={dismiss}>
          {tip.action.label}
        </Link>
      )}
      <button type="button" className="icon-button" aria-label={t`Close tip`} onClick={dismiss}>
        <CloseIcon />
      </button>
    </aside>
  );
}
