import { useOptionalBridge } from '@client/bridge/bridge-context';
import { BottomPopup } from '@client/components/bottom-popup/bottom-popup';
import { BindEmailSheet } from '@client/features/account/bind-email-sheet';
import { queryClient } from '@client/lib/query/query-client';
import { useApiQuery } from '@client/lib/query/use-api-query';
import { sessionUidAtom } from '@client/session/session';
import type { Bind } from '@contract/api/user-endpoints';
import type { OrderGoods } from '@contract/api/vip-endpoints';
import { Plural, useLingui } from '@lingui/react/macro';
import { Button } from '@telegram-apps/telegram-ui';
import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { bindsQuery } from '../../account/api/list-binds';
import { goldName, planName } from '../goods-names';

/**
 * The result popup (spec §4): for VIP the membership ("Subscribed successfully", until when, the
 * coins that came with it), for coins the pack and the new balance.
 */
export default function ResultPopup({ goods, onClose }: { goods: OrderGoods; onClose(): void }) {
  const { t, i18n } = useLingui();
  const date = (iso: string) =>
    new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'long' }).format(new Date(iso));
  const isLifetime = goods.kind === 'vip' && goods.period === 'lifetime';
  const bridge = useOptionalBridge();
  useEffect(() => bridge?.haptic('success'), [bridge]);
  // A visitor's purchase made an account with no way to sign in again: ask for one now.
  const uid = useAtomValue(sessionUidAtom);
  // The same answer as Settings' sign-in methods.
  const bindsKey = bindsQuery(uid).queryKey;
  const binds = useApiQuery(bindsQuery(uid)).data;
  const hasNoSignInMethod = Boolean(uid) && binds?.length === 0;
  const [isEmailOpen, setIsEmailOpen] = useState(false);
  return (
    <BottomPopup isOpen onClose={onClose} label={t`Payment successful`}>
      <div className="payment-result">
        {goods.kind === 'vip' ? (
          <>
            <h2>{t`Subscribed successfully`}</h2>
            <p className="payment-result__goods">{planName(goods)}</p>
            {goods.vipExpireAt && (
              <p>{isLifetime ? t`VIP for life` : t`VIP until ${date(goods.vipExpireAt)}`}</p>
            )}
            {goods.giftCoins > 0 && (
              <p>
                <Plural value={goods.giftCoins} one="+# coin added" other="+# coins added" />
              </p>
            )}
          </>
        ) : (
          <>
            <h2>{t`Coins added`}</h2>
            <p className="payment-result__goods">{goldName(goods.gold)}</p>
            {goods.goldBalance !== null && (
              <p>
                <Plural
                  value={goods.goldBalance}
                  one="You now have # coin"
                  other="You now have # coins"
                />
              </p>
            )}
          </>
        )}
        {hasNoSignInMethod && (
          <div className="payment-result__keep">
            <p>{t`Add an email address so you can sign in again and keep what you bought.`}</p>
            <Button size="l" stretched mode="bezeled" onClick={() => setIsEmailOpen(true)}>
              {t`Add an email address`}
            </Button>
          </div>
        )}
        <Button size="l" stretched onClick={onClose}>
          {t`Great!`}
        </Button>
      </div>
      <BindEmailSheet
        isOpen={isEmailOpen}
        onClose={() => setIsEmailOpen(false)}
        onLinked={(updated) => queryClient.setQueryData<Bind[]>(bindsKey, () => updated)}
      />
    </BottomPopup>
  );
}
