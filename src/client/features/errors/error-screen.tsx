import { useLingui } from '@lingui/react/macro';
import { StatusPage } from './status-page';

export interface ErrorScreenProps {
  /** HTTP-like status code; 500 when unknown. */
  statusCode?: number;
  message?: string;
  description?: string;
}

/** The generic error page of spec §8: status code, message and description. */
export function ErrorScreen({ statusCode = 500, message, description }: ErrorScreenProps) {
  const { t } = useLingui();
  return (
    <StatusPage
      code={statusCode}
      title={message ?? t`Something went wrong`}
      description={
        description ?? t`An unexpected error stopped this page. Reloading usually helps.`
      }
      action={{ label: t`Reload`, onClick: () => window.location.reload() }}
    />
  );
}
