import type { GoldDetail } from '@contract/api/gold-endpoints';
import { LEDGER_DIRECTION } from '@contract/enums';
import { useLingui } from '@lingui/react/macro';
import { Cell } from '@telegram-apps/telegram-ui';
import { formatDateTime } from './format-date';
import { ledgerReasonLabel } from './ledger-reason-label';

/** `+300` for coins in, `−5` (a real minus sign) for coins out, digits as the language writes them. */
function formatCoinChange(detail: Pick<GoldDetail, 'direction' | 'amount'>, locale: string) {
  const sign = detail.direction === LEDGER_DIRECTION.in ? '+' : '\u2212';
  return `${sign}${new Intl.NumberFormat(locale).format(Math.abs(detail.amount))}`;
}

/** One change of the coin balance: why, when, and how many coins. */
export function CoinHistoryRow({ detail }: { detail: GoldDetail }) {
  const { i18n } = useLingui();
  const isIn = detail.direction === LEDGER_DIRECTION.in;
  return (
    <Cell
      subtitle={
        <time dateTime={detail.createdAt}>{formatDateTime(detail.createdAt, i18n.locale)}</time>
      }
      after={
        // The sign stays before the number in right-to-left text too.
        <span
          dir="ltr"
          className={`payments-settings__amount payments-settings__amount--${isIn ? 'in' : 'out'}`}
        >
          {formatCoinChange(detail, i18n.locale)}
        </span>
      }
    >
      {ledgerReasonLabel(detail.reason)}
    </Cell>
  );
}
