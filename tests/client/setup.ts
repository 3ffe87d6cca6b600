import '@testing-library/jest-dom/vitest';
import { i18n } from '@lingui/core';
import { afterAll, afterEach } from 'vitest';
import { messages as legalMessages } from '../../locales/en/legal.po';
import { messages } from '../../locales/en/messages.po';
import { messages as paymentMessages } from '../../locales/en/payments.po';

// Code under test translates through the global i18n instance, as in the app, with every part.
i18n.load('en', { ...messages, ...paymentMessages, ...legalMessages });
i18n.activate('en');

/** How long findBy* and waitFor wait: sized for a loaded machine (the unit test timeout is 30 s). */
const UNIT_WAIT_MS = 15_000;
/** Timers shorter than this are waited for at the end of a file; longer ones are the app's own. */
const SHORT_TIMER_MS = 1000;

// Files in the node environment have no DOM to clean.
if (typeof window !== 'undefined') {
  const { cleanup, configure } = await import('@testing-library/react');
  const { queryClient } = await import('../../src/client/lib/query/query-client');
  // findBy* and waitFor give up after 1 s by default, which a busy machine can take to render.
  configure({ asyncUtilTimeout: UNIT_WAIT_MS });
  const shortTimers = trackShortTimers();
  afterEach(() => {
    cleanup();
    // Each test starts with no cached answers, as a fresh page would.
    queryClient.clear();
    window.localStorage.clear();
    window.sessionStorage.clear();
  });
  // telegram-ui's ripple sets state from timers (70 ms, then 225 ms) after a tap. If they outlive
  // the file, they fire after the DOM environment is gone and fail the run with "window is not
  // defined": the file ends once the short timers it started have fired or been cleared.
  afterAll(() => shortTimers.settled());
}

/**
 * Counts the short `setTimeout`s that are pending, so the end of a file can wait for them
 * (a condition) instead of for a fixed time.
 */
function trackShortTimers() {
  const pending = new Set<ReturnType<typeof setTimeout>>();
  const waiting: (() => void)[] = [];
  const realSetTimeout = globalThis.setTimeout;
  const realClearTimeout = globalThis.clearTimeout;
  const wakeWhenNone = () => {
    if (pending.size === 0) for (const resolve of waiting.splice(0)) resolve();
  };
  const tracked = ((handler: unknown, delay?: number, ...args: unknown[]) => {
    if (typeof handler !== 'function' || (delay ?? 0) >= SHORT_TIMER_MS) {
      return realSetTimeout(handler as () => void, delay, ...args);
    }
    const id = realSetTimeout(
      (...given: unknown[]) => {
        pending.delete(id);
        try {
          handler(...given);
        } finally {
          wakeWhenNone();
        }
      },
      delay,
      ...args,
    );
    pending.add(id);
    return id;
  }) as typeof setTimeout;
  globalThis.setTimeout = Object.assign(tracked, realSetTimeout);
  globalThis.clearTimeout = ((id?: ReturnType<typeof setTimeout>) => {
    if (id !== undefined && pending.delete(id)) wakeWhenNone();
    realClearTimeout(id);
  }) as typeof clearTimeout;
  return {
    settled: () =>
      new Promise<void>((resolve) => {
        waiting.push(resolve);
        wakeWhenNone();
      }),
  };
}
