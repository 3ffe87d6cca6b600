import { afterEach, beforeEach, vi } from 'vitest';
import { listenToApiErrors } from '../../../src/client/app/api-error-listener';
import { toastsAtom } from '../../../src/client/components/toast/toast-store';
import { appStore } from '../../../src/client/lib/app-store';

interface ApiCall {
  path: string;
  body: Record<string, unknown>;
}

/** Answers API calls like the server does for the sign-in calls, recording each one. */
export function answerApi(answers: Record<string, { code: number; msg?: string; data?: unknown }>) {
  const calls: ApiCall[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const request = input as Request;
    const path = new URL(request.url).pathname.replace(/^\/api/, '');
    calls.push({ path, body: (await request.json()) as Record<string, unknown> });
    const answer = answers[path] ?? { code: 1001, msg: 'not found' };
    return new Response(JSON.stringify({ msg: 'ok', data: null, ...answer }), {
      headers: { 'content-type': 'application/json' },
    });
  });
  return calls;
}

/** The toasts on screen, as the app's error listener raised them. */
export const toastMessages = () => appStore.get(toastsAtom).map((toast) => toast.message);

/** Each test of the file starts with no toasts and the app's API error listener on. */
export function listenToApiErrorsPerTest() {
  let stopListening: () => void;
  beforeEach(() => {
    appStore.set(toastsAtom, []);
    stopListening = listenToApiErrors();
  });
  afterEach(() => {
    stopListening();
    vi.restoreAllMocks();
    vi.useRealTimers();
  });
}
