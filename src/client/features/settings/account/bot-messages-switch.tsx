import { useBridge } from '@client/bridge/bridge-context';
import { useExclusiveAction } from '@client/lib/use-exclusive-action';
import { refreshProfile } from '@client/session/profile-atom';
import type { UserProfile } from '@contract/api/user-endpoints';
import { useLingui } from '@lingui/react/macro';
import { Cell, Switch } from '@telegram-apps/telegram-ui';
import { useState } from 'react';
import { setBotMessages } from '../api/set-bot-messages';

/**
 * Inside Telegram: be told in the bot's chat when a reply written while away, a picture, a video
 * or a new character is ready. Turning it on asks Telegram to let the bot write (`requestWriteAccess`).
 */
export function BotMessagesSwitch({ user }: { user: UserProfile }) {
  const { t } = useLingui();
  const bridge = useBridge();
  const { isBusy, run } = useExclusiveAction();
  const [isRefused, setIsRefused] = useState(false);
  if (bridge.mode !== 'telegram' || !bridge.requestWriteAccess) return null;
  const askTelegram = bridge.requestWriteAccess.bind(bridge);

  const toggle = (allowed: boolean) =>
    run(async () => {
      setIsRefused(false);
      if (allowed && !(await askTelegram())) {
        setIsRefused(true);
        return;
      }
      await setBotMessages({ allowed });
      await refreshProfile({ force: true });
    });

  const title = t`Tell me in Telegram when it is ready`;
  return (
    <Cell
      Component="label"
      multiline
      description={
        isRefused
          ? t`Telegram did not allow the bot to write to you. Try again and press Allow.`
          : t`The bot writes when she answers while you are away, or when a picture, a video or a new character is ready.`
      }
      after={
        <Switch
          aria-label={title}
          checked={user.botMessagesAllowed}
          disabled={isBusy}
          onChange={(event) => void toggle(event.target.checked)}
        />
      }
    >
      {title}
    </Cell>
  );
}
