import '@testing-library/jest-dom/vitest';
import { i18n } from '@lingui/core';
import { afterEach } from 'vitest';
import { messages as legalMessages } from '../../locales/en/legal.po';
import { messages } from '../../locales/en/messages.po';
import { messages as paymentMessages } from '../../locales/en/payments.po';

// Code under test translates through the global i18n instance, as in the app, with every part.
i18n.load('en', { ...messages, ...paymentMessages, ...legalMessages });
i18n.activate('en');

// Some tests run in the node environment, where there is no DOM to clean.
if (typeof window !== 'undefined') {
  const { cleanup } = await import('@testing-library/react');
  afterEach(() => {
    cleanup();
    window.localStorage.clear();
    window.sessionStorage.clear();
  });
}
