import '@testing-library/jest-dom/vitest';
import { i18n } from '@lingui/core';
import { afterAll, afterEach } from 'vitest';
import { messages as legalMessages } from '../../locales/en/legal.po';
import { messages } from '../../locales/en/messages.po';
import { messages as paymentMessages } from '../../locales/en/payments.po';

// Code under test translates through the global i18n instance, as in the app, with every part.
i18n.load('en', { ...messages, ...paymentMessages, ...legalMessages });
i18n.activate('en');

// Some tests run in the node environment, where there is no DOM to clean.
if (typeof window !== 'undefined') {
  const { cleanup } = await import('@testing-library/react');
  const { queryClient } = await import('../../src/client/lib/query/query-client');
  afterEach(() => {
    cleanup();
    // Each test starts with no cached answers, as a fresh page would.
    queryClient.clear();
    window.localStorage.clear();
    window.sessionStorage.clear();
  });
  // telegram-ui's ripple sets state from timers (70 ms, then 225 ms) after a tap. If they outlive
  // the file, they fire after the DOM environment is gone and fail the run with "window is not
  // defined"; a longer timer started last runs after them, so waiting for it lets them finish.
  afterAll(() => new Promise((resolve) => setTimeout(resolve, 600)));
}
