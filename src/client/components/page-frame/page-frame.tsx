import { releaseFirstPaint } from '@client/app/first-paint';
import { useBackButton } from '@client/bridge/bridge-context';
import { usePaintChrome } from '@client/bridge/paint-chrome';
import { useLingui } from '@lingui/react/macro';
import { type ReactNode, useEffect, useRef } from 'react';
import { BottomNav } from '../bottom-nav/bottom-nav';
import { BackIcon } from '../icons/icons';
import './page-frame.css';

export interface PageFrameProps {
  /** Shown as the page heading. */
  title: string;
  /** Back action; Telegram's back button is used inside Telegram, our header button elsewhere. */
  onBack?: (() => void) | null;
  /** Shows the bottom navigation of the top-level screens. */
  hasBottomNav?: boolean;
  /**
   * Makes the frame exactly as tall as the visible viewport, so the content scrolls inside it and
   * its last child stays on screen (above Telegram's on-screen keyboard too).
   */
  isFullHeight?: boolean;
  /** Takes a wider column on a laptop, for screens of pictures (Home's grid, the album). */
  isWide?: boolean;
  /** Controls at the end of the header, such as a link to a sub-page. */
  actions?: ReactNode;
  /**
   * False while the screen has nothing of its own to show yet (Home before its first cards):
   * the page's first paint stays over it until then.
   */
  isReady?: boolean;
  children?: ReactNode;
}

/** The frame of every screen: header with title and back, scrolling content, optional nav. */
export function PageFrame({
  title,
  onBack = null,
  hasBottomNav = false,
  isFullHeight = false,
  isWide = false,
  actions = null,
  isReady = true,
  children,
}: PageFrameProps) {
  const { t } = useLingui();
  const drawsOwnBackButton = useBackButton(onBack);
  const header = useRef<HTMLElement>(null);
  usePaintChrome(header);
  useEffect(() => {
    if (isReady) releaseFirstPaint();
  }, [isReady]);
  return (
    <div
      className={[
        'page-frame',
        hasBottomNav && 'page-frame--with-nav',
        isFullHeight && 'page-frame--full-height',
        isWide && 'page-frame--wide',
      ]
        .filter(Boolean)
        .join(' ')}
    >
      <header className="page-frame__header" ref={header}>
        {onBack && drawsOwnBackButton && (
          <button type="button" className="icon-button" onClick={onBack} aria-label={t`Back`}>
            <BackIcon />
          </button>
        )}
        <h1 className="page-frame__title">{title}</h1>
        {actions && <div className="page-frame__actions">{actions}</div>}
      </header>
      <main className="page-frame__content">{children}</main>
      {hasBottomNav && <BottomNav />}
    </div>
  );
}
