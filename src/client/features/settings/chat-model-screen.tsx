import { PageFrame } from '@client/components/page-frame/page-frame';
import { useGoBack } from '@client/components/page-frame/use-go-back';
import { SectionTitle } from '@client/components/section-title/section-title';
import { useExclusiveAction } from '@client/lib/use-exclusive-action';
import { profileAtom, refreshProfile } from '@client/session/profile-atom';
import { ROUTES } from '@contract/routes';
import { useLingui } from '@lingui/react/macro';
import { Cell, List, Radio, Section } from '@telegram-apps/telegram-ui';
import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { appConfigAtom } from '../app-config/app-config-atom';
import { GetVipButton } from '../payments/premium/get-vip-button';
import { changeChatModel } from './api/change-chat-model';
import { changeStyle } from './api/change-style';
import { PhotoOfferAllowance } from './photo-offer-allowance';
import './chat-model-screen.css';

/** Chat (AI model) settings: which model replies, and which character style Home prefers. */
export default function ChatModelScreen() {
  const { t } = useLingui();
  const goBack = useGoBack(ROUTES.settings);
  const profile = useAtomValue(profileAtom);
  const config = useAtomValue(appConfigAtom);
  const saving = useExclusiveAction();

  useEffect(() => {
    void refreshProfile();
  }, []);

  const user = profile?.user;
  const chooseModel = (model: 'base' | 'advanced') =>
    saving.run(async () => {
      await changeChatModel({ model });
      await refreshProfile({ force: true });
    });
  const chooseStyle = (style: 'realistic' | 'anime' | null) =>
    saving.run(async () => {
      await changeStyle({ style });
      await refreshProfile({ force: true });
    });

  const models = [
    { model: 'base' as const, title: t`Base model`, hint: t`1 energy per message` },
    {
      model: 'advanced' as const,
      title: t`Advanced model`,
      hint: t`VIP only: richer, longer replies`,
    },
  ];
  const styles = [
    { style: null, title: t`Both styles` },
    { style: 'realistic' as const, title: t`Realistic` },
    { style: 'anime' as const, title: t`Anime` },
  ];

  return (
    <PageFrame title={t`Chat settings`} onBack={goBack}>
      {config?.chatModel === 'demo' && (
        <p className="chat-settings__demo" role="note">
          {t`This server runs the demo model: replies are scripted from each character's persona, so you can try the app without an AI server.`}
        </p>
      )}
      <List>
        <Section header={<SectionTitle>{t`AI model`}</SectionTitle>}>
          {models.map((option) => {
            const label =
              config?.chatModel === 'demo' ? t`${option.title} (demo model)` : option.title;
            return (
              <Cell
                key={option.model}
                Component="label"
                before={
                  // The radio draws a label of its own inside the cell's: it is named explicitly.
                  <Radio
                    name="chat-model"
                    aria-label={label}
                    checked={user?.chatModel === option.model}
                    disabled={!user || saving.isBusy || (option.model === 'advanced' && !user.vip)}
                    onChange={() => void chooseModel(option.model)}
                  />
                }
                subtitle={option.hint}
              >
                {label}
              </Cell>
            );
          })}
        </Section>
        {user && !user.vip && (
          <GetVipButton className="chat-settings__get-vip" request={{ comeFrom: 'advanced_model' }}>
            {t`Get VIP to use the advanced model`}
          </GetVipButton>
        )}
        <Section header={<SectionTitle>{t`Characters on Home`}</SectionTitle>}>
          {styles.map((option) => (
            <Cell
              key={option.title}
              Component="label"
              before={
                <Radio
                  name="preferred-style"
                  aria-label={option.title}
                  checked={(user?.preferredStyle ?? null) === option.style}
                  disabled={!user || saving.isBusy}
                  onChange={() => void chooseStyle(option.style)}
                />
              }
            >
              {option.title}
            </Cell>
          ))}
        </Section>
        {user && <PhotoOfferAllowance />}
      </List>
    </PageFrame>
  );
}
