/** Chromium's install prompt event, which the DOM typings do not declare. */
interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let deferredPrompt: BeforeInstallPromptEvent | null = null;

/** Keeps the browser's install prompt for later; must run early, before the event fires. */
export function captureInstallPrompt(): void {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    deferredPrompt = event as BeforeInstallPromptEvent;
  });
  window.addEventListener('appinstalled', () => {
    deferredPrompt = null;
  });
}

export function hasInstallPrompt(): boolean {
  return deferredPrompt !== null;
}

/** Shows the browser's install prompt; true when the user accepted. */
export async function promptInstall(): Promise<boolean | null> {
  const prompt = deferredPrompt;
  if (!prompt) return null;
  deferredPrompt = null;
  await prompt.prompt();
  return (await prompt.userChoice).outcome === 'accepted';
}
