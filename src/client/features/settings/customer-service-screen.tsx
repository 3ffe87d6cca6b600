import { useBridge } from '@client/bridge/bridge-context';
import { PageFrame } from '@client/components/page-frame/page-frame';
import { useGoBack } from '@client/components/page-frame/use-go-back';
import { SectionTitle } from '@client/components/section-title/section-title';
import { useSupportEmail } from '@client/features/app-config/use-support-email';
import { ROUTES } from '@contract/routes';
import { Trans, useLingui } from '@lingui/react/macro';
import { Cell, List, Section } from '@telegram-apps/telegram-ui';
import type { MouseEvent } from 'react';
import { contactByEmail, copyAddress } from './contact-by-email';

/** Customer service: how to reach support from inside the app. */
export default function CustomerServiceScreen() {
  const { t } = useLingui();
  const bridge = useBridge();
  const goBack = useGoBack(ROUTES.settings);
  const supportEmail = useSupportEmail();
  return (
    <PageFrame title={t`Customer service`} onBack={goBack}>
      <List>
        <Section
          header={<SectionTitle>{t`Email support`}</SectionTitle>}
          footer={<Trans>We usually answer within two business days.</Trans>}
        >
          <Cell
            Component="a"
            href={`mailto:${supportEmail}`}
            subtitle={supportEmail}
            onClick={(event: MouseEvent) => {
              if (bridge.mode !== 'telegram') return;
              event.preventDefault();
              void contactByEmail(bridge, supportEmail);
            }}
          >
            {t`Write to us`}
          </Cell>
          <Cell
            Component="button"
            onClick={() => void copyAddress(supportEmail)}
            className="cell-button"
          >
            {t`Copy address`}
          </Cell>
        </Section>
      </List>
    </PageFrame>
  );
}
