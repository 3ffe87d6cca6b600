import { PageFrame } from '@client/components/page-frame/page-frame';
import { useGoBack } from '@client/components/page-frame/use-go-back';
import { sessionUidAtom } from '@client/session/session';
import { ROUTES } from '@contract/routes';
import { useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { useLocation } from 'wouter';
import LoginForm from './login-form';

/** `/login/code`: the email and code sign-in as a page of its own; Roles once signed in. */
export default function LoginCodeScreen() {
  const { t } = useLingui();
  const [, navigate] = useLocation();
  const goBack = useGoBack(ROUTES.home);
  const uid = useAtomValue(sessionUidAtom);
  return (
    <PageFrame title={t`Sign in`} onBack={goBack}>
      {uid ? (
        <p className="login-form login-form__text" role="status">
          {t`You are signed in.`}
        </p>
      ) : (
        <LoginForm fromLanding={false} onSignedIn={() => navigate(ROUTES.home)} />
      )}
    </PageFrame>
  );
}
