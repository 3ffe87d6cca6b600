import { Trans, useLingui } from '@lingui/react/macro';
import { ROUTES } from '@contract/routes';
import { Cell, List, Section } from '@telegram-apps/telegram-ui';
import { PageFrame } from '@client/components/page-frame/page-frame';
import { SectionTitle } from '@client/components/section-title/section-title';
import { useGoBack } from '@client/components/page-frame/use-go-back';
import { useBridge } from '@client/bridge/bridge-context';
import { BRAND } from '@client/config/build-config';

/** Customer service: how to reach support from inside the app. */
export default function CustomerServiceScreen() {
  const { t } = useLingui();
  const bridge = useBridge();
  const goBack = useGoBack(ROUTES.settings);
  const mailto = `mailto:${BRAND.supportEmail}`;
  return (
    <PageFrame title={t`Customer service`} onBack={goBack}>
      <List>
        <Section
          footer={<Trans>We usually answer within two business days.</Trans>}
          header={<SectionTitle>{t`Email support`}</SectionTitle>}
        >
          <Cell
            Component="a"
            href={mailto}
            subtitle={BRAND.supportEmail}
            onClick={(event: React.MouseEvent) => {
              // Telegram's webview ignores mailto links unless opened through the bridge.
              if (bridge.mode === 'telegram') {
                event.preventDefault();
                bridge.openLink(mailto);
              }
            }}
          >
            {t`Write to us`}
          </Cell>
        </Section>
      </List>
    </PageFrame>
  );
}
