import '@telegram-apps/telegram-ui/dist/styles.css';
import './styles/tokens.css';
import './styles/global.css';
import { LOCALE_COOKIE_NAME } from '@contract/constants';
import { detectLocale } from '@contract/detect-locale';
import { DEFAULT_LOCALE } from '@contract/locales';
import { findRoute, splitLocalePrefix } from '@contract/routes';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { listenToApiErrors } from './app/api-error-listener';
import { App } from './app/app';
import { createBuildWatch, fetchLatestBuildId } from './app/build-watch';
import { reloadOnChunkError } from './app/chunk-load-error';
import { settleFirstScreenWhenIdle } from './app/first-screen-settled';
import { preloadLikelyScreensWhenIdle, whenIdle } from './app/idle-preload';
import { preloadScreensOnIntent } from './app/intent-preload';
import { showMaintenanceOnEvent } from './app/maintenance-atom';
import { recordVisit } from './app/navigation-trail';
import { keepLoadedAssetsOffline } from './app/offline-assets';
import { browserConnection, mayPreloadScreens } from './app/preload-gate';
import { reloadWithGuard } from './app/reload-guard';
import { signOutOnTokenError } from './app/sign-out-on-token-error';
import { openStartAction, showStartAlert } from './app/start-link';
import { saveChannel } from './bridge/channel';
import { createBridge } from './bridge/create-bridge';
import { readLaunchContext } from './bridge/launch-context';
import { captureInstallPrompt } from './bridge/web/install-prompt';
import { markEntryPage } from './components/page-frame/use-go-back';
import { BUILD_ID } from './config/build-config';
import { signInAtBoot } from './features/account/boot-sign-in';
import { loadAppConfig } from './features/app-config/app-config-atom';
import { noteBookmarkVisit } from './features/first-steps/bookmark-visit';
import { claimVisitorTourOnSignIn } from './features/tour/visitor-tour';
import { activateLocale } from './i18n/activate-locale';
import { localeAtom } from './i18n/locale-atom';
import { currentAbVariant, rememberTestB } from './lib/ab/ab-variant';
import { recordOpens } from './lib/analytics/open-events';
import { recordSiteOpen } from './lib/analytics/record-site-open';
import { flushEventsWhenHidden, trackEvent } from './lib/analytics/track-event';
import { setApiClientMode } from './lib/api/api';
import { appStore } from './lib/app-store';
import { readCookie } from './lib/cookies';
import { demoteLibraryHeadings } from './lib/demote-library-headings';
import { isBotUserAgent } from './lib/is-bot';
import { STORAGE_KEYS, storage } from './lib/storage';

/** Boot order: start params → bridge → locale → render. */
async function boot() {
  captureInstallPrompt();
  const launch = readLaunchContext();
  const bridge = await createBridge(launch);
  setApiClientMode(bridge.mode);
  // The page the visit started on, for the funnel, before a start link moves it.
  const entry = splitLocalePrefix(window.location.pathname).path;
  openStartAction(launch.startParams);
  saveChannel(
    launch.startParams.ch ?? launch.pageQuery.c,
    Boolean(storage.get(STORAGE_KEYS.token)),
  );

  const locale = detectLocale({
    cookie: readCookie(LOCALE_COOKIE_NAME),
    telegramLanguage: bridge.userLanguage,
    browserLanguages: navigator.languages ?? [navigator.language],
    pathname: window.location.pathname,
    isBot: isBotUserAgent(),
  });
  const activeLocale = await activateLocale(locale).then(
    () => locale,
    async (error: unknown) => {
      // The page is reloading; stop booting until it does.
      if (reloadOnChunkError(error)) return new Promise<never>(() => {});
      // Spec §8: a failed translation load (again, after the reload) only warns; go on in English.
      console.warn(`could not load the ${locale} catalog`, error);
      await activateLocale(DEFAULT_LOCALE);
      return DEFAULT_LOCALE;
    },
  );
  // AppRoutes moves the URL to this locale's prefix when it differs.
  appStore.set(localeAtom, activeLocale);
  markEntryPage();

  listenToApiErrors();
  signOutOnTokenError();
  showMaintenanceOnEvent();
  rememberTestB(launch.pageQuery.testB);
  recordOpens(launch.startParams, {
    entry,
    channel: launch.pageQuery.c,
    abGroup: currentAbVariant(),
  });
  if (bridge.mode === 'pwa') trackEvent('pwa', { action: 'launch' });
  noteBookmarkVisit(launch.pageQuery.favorite);
  flushEventsWhenHidden();

  const buildWatch = createBuildWatch({
    currentBuildId: BUILD_ID,
    fetchLatestBuildId,
    reload: reloadWithGuard,
  });
  // Not on Save-Data, a slow connection or inside Telegram's phone apps (preload-gate.ts); a
  // screen pointed at or touched is fetched on intent everywhere.
  const mayPreload = mayPreloadScreens({
    connection: browserConnection(),
    isTelegramOnPhone: bridge.isTelegramOnPhone,
  });
  preloadScreensOnIntent();
  const onNavigate = (fullPath: string) => {
    recordVisit(fullPath);
    const route = findRoute(fullPath);
    if (mayPreload && route) preloadLikelyScreensWhenIdle(route.id);
    if (BUILD_ID !== 'dev') void buildWatch.onNavigate(fullPath);
  };

  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');
  demoteLibraryHeadings(root);
  const reactRoot = createRoot(root);
  // As a transition, the first render yields to the browser every few milliseconds instead of
  // holding the main thread for one long task (a slow phone stays responsive meanwhile); the
  // server's first paint is on screen until it is done.
  startTransition(() =>
    reactRoot.render(
      <StrictMode>
        <App bridge={bridge} onNavigate={onNavigate} />
      </StrictMode>,
    ),
  );
  bridge.ready();
  settleFirstScreenWhenIdle();
  showStartAlert(bridge, launch.startParams);
  requestAnimationFrame(() =>
    trackEvent('page_load_time', {
      path: window.location.pathname,
      loadTime: Math.round(performance.now()),
    }),
  );

  void loadAppConfig();
  claimVisitorTourOnSignIn();
  void signInAtBoot(bridge, {
    tmpToken: launch.pageQuery.tmpToken,
    inviter: launch.startParams.u,
  });
  recordSiteOpen(launch.pageQuery.d).catch((error: unknown) =>
    console.warn('site open not recorded', error),
  );
  if (bridge.mode !== 'telegram' && import.meta.env.PROD) {
    // The first screen does not need the worker: it is fetched and registered once idle.
    whenIdle(() => {
      import('virtual:pwa-register')
        .then(({ registerSW }) =>
          registerSW({
            immediate: true,
            onRegisteredSW: () =>
              void keepLoadedAssetsOffline().catch((error: unknown) =>
                console.warn('loaded files not kept for offline use', error),
              ),
          }),
        )
        .catch((error: unknown) => console.warn('service worker not registered', error));
    });
  }
}

boot().catch((error: unknown) => {
  if (!reloadOnChunkError(error)) console.error('the app could not start', error);
});
