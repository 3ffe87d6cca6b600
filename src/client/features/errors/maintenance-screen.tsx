import { useLingui } from '@lingui/react/macro';
import { StatusPage } from './status-page';

/** Full-page notice shown on the maintenance event (API code 1007), spec §2 and §4. */
export function MaintenanceScreen() {
  const { t } = useLingui();
  return (
    <StatusPage
      image="/images/maintenance.svg"
      title={t({
        id: 'PageLimit_Desc',
        message: 'The service is not available right now. Please come back a little later.',
      })}
    />
  );
}
