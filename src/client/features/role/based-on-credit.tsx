import { useLingui } from '@lingui/react/macro';

/** "Based on…": the card an imported character came from, its creator and sources. */
export function BasedOnCredit({ creator, sources }: { creator: string; sources: string[] }) {
  const { t } = useLingui();
  const from = sources.join(', ');
  let text = t`Based on an imported character card`;
  if (creator && from) text = t`Based on a card by ${creator} (${from})`;
  else if (creator) text = t`Based on a card by ${creator}`;
  else if (from) text = t`Based on a card from ${from}`;
  return (
    <p className="role__credit" dir="auto">
      {text}
    </p>
  );
}
