import { CheckIcon } from '@client/components/icons/icons';
import { useLingui } from '@lingui/react/macro';

/** What VIP gives (spec §6 perks): five on the page, ten in the popup (spec §2). */
export function Benefits({ count }: { count: 5 | 10 }) {
  const { t } = useLingui();
  const all = [
    t`1,000 energy, refilling ten times faster`,
    t`Sharp photos, never blurred`,
    t`The advanced AI model`,
    t`Hidden stories and posts`,
    t`A memory five times longer`,
    t`Skip the chat queue`,
    t`Your story progress kept`,
    t`Unlimited gifts`,
    t`Coins with every plan`,
    t`One free template character`,
  ];
  return (
    <ul className="premium__benefits">
      {all.slice(0, count).map((benefit) => (
        <li key={benefit}>
          <CheckIcon />
          <span>{benefit}</span>
        </li>
      ))}
    </ul>
  );
}
