import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { codeSentTimesAtom } from '../../src/client/features/account/login/code-sent-times';
import LoginForm from '../../src/client/features/account/login/login-form';
import { cleanCode } from '../../src/client/features/account/login/use-email-login';
import { appStore } from '../../src/client/lib/app-store';
import { renderInApp } from './helpers/render-app';
import { answerApi, listenToApiErrorsPerTest, toastMessages } from './helpers/sign-in-api';

listenToApiErrorsPerTest();
beforeEach(() => {
  appStore.set(codeSentTimesAtom, {});
});

describe('login form, email view', () => {
  it('refuses an empty address and a malformed one with the spec toasts, sending nothing', async () => {
    const calls = answerApi({});
    renderInApp(<LoginForm fromLanding={false} onSignedIn={() => {}} />);
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(toastMessages()).toContain('Operation failed, input field cannot be empty');
    await userEvent.type(screen.getByRole('textbox', { name: 'Your email' }), 'ann@example');
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(toastMessages()).toContain('Please enter a valid email address');
    expect(calls).toEqual([]);
  });

  it('from a landing page, mails a link and shows the check-your-mail notice', async () => {
    const calls = answerApi({
      '/v1/login/email/request-login': { code: 0, data: { success: true } },
    });
    renderInApp(<LoginForm fromLanding onSignedIn={() => {}} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Your email' }), 'ann@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Email me a sign-in link' }));
    expect(await screen.findByRole('heading', { name: 'Check your mail' })).toBeInTheDocument();
    expect(calls[0]).toMatchObject({
      path: '/v1/login/email/request-login',
      body: { email: 'ann@example.com', useShortCode: false, lang: 'en', returnPath: '/' },
    });
    expect(screen.queryByText(/new code/)).toBeNull();
  });
});

describe('login form, code view', () => {
  async function reachCodeView() {
    const calls = answerApi({
      '/v1/login/email/request-login': { code: 0, data: { success: true } },
      '/v1/login/email': {
        code: 0,
        data: { token: 'tok-1', uid: 'u1', id: 'u1', lang: 'en', success: true, isNew: true },
      },
      '/v1/user/my-profile': { code: 0, data: { user: { id: 'u1', adultConfirmed: true } } },
      '/v1/config': { code: 0, data: { supportLoginType: [1], googleClientId: null } },
    });
    const onSignedIn = vi.fn();
    renderInApp(<LoginForm fromLanding={false} onSignedIn={onSignedIn} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Your email' }), 'ann@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
    await screen.findByRole('heading', { name: 'Enter the code' });
    return { calls, onSignedIn };
  }

  it('keeps digits only, at most 6, and enables confirm at exactly 6', async () => {
    expect(cleanCode('12a3 4-5678')).toBe('123456');
    await reachCodeView();
    const field = screen.getByRole('textbox', { name: 'Verification code' });
    const confirm = screen.getByRole('button', { name: 'Confirm' });
    await userEvent.type(field, '12ab34');
    expect(field).toHaveValue('1234');
    expect(confirm).toBeDisabled();
    await userEvent.type(field, '56');
    expect(field).toHaveValue('123456');
    expect(confirm).toBeEnabled();
  });

  it('back clears the code and returns to email entry', async () => {
    await reachCodeView();
    await userEvent.type(screen.getByRole('textbox', { name: 'Verification code' }), '123');
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByRole('textbox', { name: 'Verification code' })).toHaveValue('');
  });

  it('shows the resend link only when the 60 s countdown reaches 0', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await reachCodeView();
    expect(screen.getByText('You can ask for a new code in 60 s')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send the code again' })).toBeNull();
    for (let second = 0; second < 60; second++) {
      await act(async () => {
        vi.advanceTimersByTime(1000);
      });
    }
    expect(screen.getByRole('button', { name: 'Send the code again' })).toBeInTheDocument();
  });

  it('after Back, the same address within 60 s goes back to its code and countdown, asking nothing', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { calls } = await reachCodeView();
    const requests = () => calls.filter((call) => call.path === '/v1/login/email/request-login');
    const waitSeconds = async (seconds: number) => {
      for (let second = 0; second < seconds; second++) {
        await act(async () => {
          vi.advanceTimersByTime(1000);
        });
      }
    };
    await waitSeconds(20);
    /** Back from the code view, then the address typed afresh and sent. */
    const sendAgainTo = async (email: string) => {
      await userEvent.click(screen.getByRole('button', { name: 'Back' }));
      const address = screen.getByRole('textbox', { name: 'Your email' });
      await userEvent.clear(address);
      await userEvent.type(address, email);
      await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
    };
    // Typed again, differently: the same mailbox.
    await sendAgainTo(' Ann@Example.com');
    await screen.findByRole('heading', { name: 'Enter the code' });
    expect(screen.getByText('You can ask for a new code in 40 s')).toBeInTheDocument();
    expect(requests()).toHaveLength(1);
    expect(toastMessages()).toEqual([]);

    // Another address is asked for at once.
    await sendAgainTo('bo@example.com');
    await waitFor(() => expect(requests()).toHaveLength(2));
    await screen.findByText('You can ask for a new code in 60 s');

    // Once the first address's minute is over, sending to it asks the server again.
    await waitSeconds(40);
    await sendAgainTo('ann@example.com');
    await waitFor(() => expect(requests()).toHaveLength(3));
    expect(requests()[2]?.body).toMatchObject({ email: 'ann@example.com' });
  });

  it('signs in with the code: token kept in storage and cookie, then done', async () => {
    const { calls, onSignedIn } = await reachCodeView();
    await userEvent.type(screen.getByRole('textbox', { name: 'Verification code' }), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalled());
    expect(calls.find((call) => call.path === '/v1/login/email')?.body).toMatchObject({
      email: 'ann@example.com',
      code: '123456',
    });
    expect(localStorage.getItem('token')).toBe('tok-1');
    expect(localStorage.getItem('uid')).toBe('u1');
    expect(document.cookie).toContain('token=tok-1');
  });

  it('shows our wording of a wrong code and stays on the code view', async () => {
    await reachCodeView();
    vi.restoreAllMocks();
    answerApi({ '/v1/login/email': { code: 2001, msg: 'The code is not correct' } });
    await userEvent.type(screen.getByRole('textbox', { name: 'Verification code' }), '000000');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(toastMessages()).toContain('The code is not correct'));
    expect(screen.getByRole('heading', { name: 'Enter the code' })).toBeInTheDocument();
  });
});
