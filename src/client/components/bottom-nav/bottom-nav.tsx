import { appConfigAtom } from '@client/features/app-config/app-config-atom';
import { ROUTES } from '@contract/routes';
import { useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { Link, useLocation } from 'wouter';
import { ChatIcon, CreateIcon, HomeIcon, SettingsIcon } from '../icons/icons';
import './bottom-nav.css';

/** Navigation between the top-level screens; Create hides when the operator switched it off. */
export function BottomNav() {
  const { t } = useLingui();
  const [location] = useLocation();
  const canCreate = useAtomValue(appConfigAtom)?.features.createRole ?? true;
  const items = [
    { path: ROUTES.home, label: t`Characters`, icon: <HomeIcon /> },
    { path: ROUTES.chat, label: t`Chats`, icon: <ChatIcon /> },
    ...(canCreate ? [{ path: ROUTES.myRoles, label: t`Create`, icon: <CreateIcon /> }] : []),
    { path: ROUTES.settings, label: t`Settings`, icon: <SettingsIcon /> },
  ];
  return (
    <nav className="bottom-nav app-column-bar" aria-label={t`Main`}>
      {items.map((item) => {
        const isCurrent =
          item.path === '/'
            ? location === '/'
            : location === item.path || location.startsWith(`${item.path}/`);
        return (
          <Link
            key={item.path}
            href={item.path}
            className={`bottom-nav__item${isCurrent ? ' bottom-nav__item--current' : ''}`}
            aria-current={isCurrent ? 'page' : undefined}
          >
            {item.icon}
            <span>{item.label}</span>
          </Link>
        );
      })}
    </nav>
  );
}
