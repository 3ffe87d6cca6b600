import { enableNsfw } from '@client/features/account/api/enable-nsfw';
import { hasConfirmedAdult } from '@client/features/adult-check/adult-check-state';
import { confirmAdultOnServer } from '@client/features/adult-check/api/confirm-adult';
import { STORAGE_KEYS, storage } from '@client/lib/storage';
import { useExclusiveAction } from '@client/lib/use-exclusive-action';
import { refreshProfile } from '@client/session/profile-atom';
import type { UserProfile } from '@contract/api/user-endpoints';
import { useLingui } from '@lingui/react/macro';
import { Cell, Switch } from '@telegram-apps/telegram-ui';

/**
 * Uncensored content (spec §6): shown only after the 18+ confirmation, which the account records
 * before the switch can turn on.
 */
export function NsfwSwitch({ user }: { user: UserProfile }) {
  const { t } = useLingui();
  const { isBusy: isSaving, run } = useExclusiveAction();
  if (!hasConfirmedAdult()) return null;

  const toggle = (enable: boolean) =>
    run(async () => {
      if (enable && !user.adultConfirmed) await confirmAdultOnServer({ confirmed: true });
      const updated = await enableNsfw({ enableNSFW: enable });
      storage.set(STORAGE_KEYS.nsfw, updated.enableNSFW ? '1' : '0');
      await refreshProfile({ force: true });
    });

  const title = t`Uncensored content (NSFW)`;
  return (
    <Cell
      Component="label"
      multiline
      description={t`Characters may answer with explicit text and images. Only for adults; you can turn it off at any time.`}
      after={
        // The switch draws a label of its own inside the cell's: it is named explicitly.
        <Switch
          aria-label={title}
          checked={user.enableNSFW}
          disabled={isSaving}
          onChange={(event) => void toggle(event.target.checked)}
        />
      }
    >
      {title}
    </Cell>
  );
}
