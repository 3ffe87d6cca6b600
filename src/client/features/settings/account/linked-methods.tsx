import { listBinds } from '@client/features/account/api/list-binds';
import type { Bind, BindType } from '@contract/api/user-endpoints';
import { useLingui } from '@lingui/react/macro';
import { Cell } from '@telegram-apps/telegram-ui';
import { useEffect, useState } from 'react';

/** The sign-in methods linked to the account. */
export function LinkedMethods() {
  const { t } = useLingui();
  const [binds, setBinds] = useState<Bind[] | null>(null);

  useEffect(() => {
    let isCurrent = true;
    listBinds({}, { silent: true })
      .then(({ binds: loaded }) => {
        if (isCurrent) setBinds(loaded);
      })
      .catch(() => {});
    return () => {
      isCurrent = false;
    };
  }, []);

  const names: Record<BindType, string> = {
    email: t`Email`,
    google: t`Google`,
    telegram: t`Telegram`,
  };
  return (
    <>
      {(binds ?? []).map((bind) => (
        <Cell key={`${bind.type}:${bind.label}`} subtitle={t`Signs in with ${names[bind.type]}`}>
          <span dir="auto">{bind.label}</span>
        </Cell>
      ))}
    </>
  );
}
