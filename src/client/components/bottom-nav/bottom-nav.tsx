import { ROUTES } from '@contract/routes';
import { useLingui } from '@lingui/react/macro';
import { Link, useLocation } from 'wouter';
import { ChatIcon, HomeIcon, SettingsIcon } from '../icons/icons';
import './bottom-nav.css';

/** Navigation between the three top-level screens. */
export function BottomNav() {
  const { t } = useLingui();
  const [location] = useLocation();
  const items = [
    { path: ROUTES.home, label: t`Characters`, icon: <HomeIcon /> },
    { path: ROUTES.chat, label: t`Chats`, icon: <ChatIcon /> },
    { path: ROUTES.settings, label: t`Settings`, icon: <SettingsIcon /> },
  ];
  return (
    <nav className="bottom-nav" aria-label={t`Main`}>
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
