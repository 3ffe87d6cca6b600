import { NAMED_ROUTES } from '@contract/routes';
import { useLingui } from '@lingui/react/macro';
import { useLocation } from 'wouter';
import { StatusPage } from './status-page';

/** 404 for unknown paths and for paths whose route check failed (spec §2). */
export function NotFoundScreen() {
  const { t } = useLingui();
  const [, navigate] = useLocation();
  const path = window.location.pathname;
  return (
    <StatusPage
      code={404}
      title={t`Page not found: ${path}`}
      action={{ label: t`Go to the home page`, onClick: () => navigate(NAMED_ROUTES.Roles) }}
    />
  );
}
