import { SectionTitle } from '@client/components/section-title/section-title';
import { queryClient } from '@client/lib/query/query-client';
import { useApiQuery } from '@client/lib/query/use-api-query';
import { useExclusiveAction } from '@client/lib/use-exclusive-action';
import type { EndpointOutput } from '@contract/api/endpoint';
import type { offerAllowanceEndpoint } from '@contract/api/photo-offer-endpoints';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Cell, Radio, Section } from '@telegram-apps/telegram-ui';
import { getPhotoOfferAllowance } from './api/get-photo-offer-allowance';
import { setPhotoOfferAllowance } from './api/set-photo-offer-allowance';

type Allowance = EndpointOutput<typeof offerAllowanceEndpoint>;

/** The daily amounts offered, in photos at the offer price (0 asks every time). */
const PHOTOS_A_DAY = [0, 1, 3, 10] as const;
const KEY = ['photo-offer-allowance'] as const;

/**
 * Chat settings: how many coins a day the photos she offers may take by themselves (VIP only).
 * Anything over it, and every offer for everyone else, waits for a tap.
 */
export function PhotoOfferAllowance() {
  const { t } = useLingui();
  const allowance = useApiQuery({ queryKey: KEY, queryFn: () => getPhotoOfferAllowance({}) });
  const saving = useExclusiveAction();
  const data = allowance.data;
  if (!data) return null;
  const choose = (coins: number) =>
    saving.run(async () => {
      const answer = await setPhotoOfferAllowance({ allowance: coins });
      queryClient.setQueryData<Allowance>(KEY, () => answer);
    });
  const spent = plural(data.spentToday, { one: '# coin', other: '# coins' });
  return (
    <Section
      header={<SectionTitle>{t`Photos she offers`}</SectionTitle>}
      footer={
        data.isVip
          ? t`Offers within this amount a day open by themselves. Used today: ${spent}. Anything more waits for your tap.`
          : t`Every photo she offers waits for your tap. VIP members can let them open by themselves, up to a daily amount.`
      }
    >
      {data.isVip &&
        PHOTOS_A_DAY.map((photos) => {
          const coins = photos * data.price;
          const label =
            photos === 0
              ? t`Always ask me`
              : plural(coins, { one: 'Up to # coin a day', other: 'Up to # coins a day' });
          return (
            <Cell
              key={photos}
              Component="label"
              before={
                <Radio
                  name="photo-offer-allowance"
                  aria-label={label}
                  checked={data.allowance === coins}
                  disabled={saving.isBusy}
                  onChange={() => void choose(coins)}
                />
              }
            >
              {label}
            </Cell>
          );
        })}
    </Section>
  );
}
