import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { codeSentTimesAtom } from '../../src/client/features/account/login/code-sent-times';
import { PhoneLoginForm } from '../../src/client/features/account/login/phone-login-form';
import {
  formatInternational,
  guessCountry,
  toE164,
} from '../../src/client/features/account/login/phone-number';
import { appStore } from '../../src/client/lib/app-store';
import { renderInApp } from './helpers/render-app';
import { answerApi, listenToApiErrorsPerTest, toastMessages } from './helpers/sign-in-api';

listenToApiErrorsPerTest();
beforeEach(() => {
  appStore.set(codeSentTimesAtom, {});
});

describe('phone numbers', () => {
  it('turns what people type into E.164, and back into a readable form', () => {
    expect(toE164('020 7946 0958', 'GB')).toBe('+442079460958');
    expect(toE164('+1 415-555-2671', 'GB')).toBe('+14155552671');
    expect(toE164('12', 'GB')).toBeNull();
    expect(formatInternational('+14155552671')).toBe('+1 415 555 2671');
    expect(guessCountry(['de-AT', 'en'])).toBe('AT');
    expect(guessCountry(['en'])).toBe('US');
  });
});

describe('phone sign-in form', () => {
  it('refuses a number that cannot exist without sending anything', async () => {
    const calls = answerApi({});
    renderInApp(<PhoneLoginForm onBack={() => {}} onSignedIn={() => {}} />);
    const send = screen.getByRole('button', { name: 'Send code' });
    await userEvent.type(screen.getByRole('textbox', { name: 'Phone number' }), '+44 12');
    expect(send).toBeDisabled();
    expect(calls).toEqual([]);
  });

  it('groups the number as typed, texts a code in E.164 and signs in with it', async () => {
    const calls = answerApi({
      '/v1/login/phone/valid-code/request': {
        code: 0,
        data: { success: true, phone: '+442079460958' },
      },
      '/v1/login/phone': {
        code: 0,
        data: { token: 'tok-1', uid: 'u1', id: 'u1', lang: 'en', success: true, isNew: true },
      },
      '/v1/user/my-profile': { code: 0, data: { user: { id: 'u1', adultConfirmed: true } } },
    });
    const onSignedIn = vi.fn();
    renderInApp(<PhoneLoginForm onBack={() => {}} onSignedIn={onSignedIn} />);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Country' }), 'GB');
    const number = screen.getByRole('textbox', { name: 'Phone number' });
    await userEvent.type(number, '02079460958');
    expect(number).toHaveValue('020 7946 0958');
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
    await screen.findByRole('heading', { name: 'Enter the code' });
    expect(screen.getByText('+44 20 7946 0958')).toBeInTheDocument();
    expect(screen.getByText('You can ask for a new code in 60 s')).toBeInTheDocument();
    expect(calls[0]).toMatchObject({
      path: '/v1/login/phone/valid-code/request',
      body: { phone: '+442079460958', lang: 'en' },
    });

    await userEvent.type(screen.getByRole('textbox', { name: 'Verification code' }), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalled());
    expect(calls.find((call) => call.path === '/v1/login/phone')?.body).toMatchObject({
      phone: '+442079460958',
      code: '123456',
    });
  });

  it('shows our wording when the SMS could not be sent and stays on the number', async () => {
    answerApi({
      '/v1/login/phone/valid-code/request': { code: 2071, msg: 'The code could not be sent' },
    });
    renderInApp(<PhoneLoginForm onBack={() => {}} onSignedIn={() => {}} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Phone number' }), '+14155552671');
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
    await waitFor(() =>
      expect(toastMessages()).toContain(
        'The code could not be sent by SMS. Check the number, or try again later.',
      ),
    );
    expect(screen.getByRole('heading', { name: 'Sign in with your phone' })).toBeInTheDocument();
  });

  it('after Back, the same number within 60 s goes back to its code and countdown', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const calls = answerApi({
      '/v1/login/phone/valid-code/request': {
        code: 0,
        data: { success: true, phone: '+447400123456' },
      },
    });
    renderInApp(<PhoneLoginForm onBack={() => {}} onSignedIn={() => {}} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Phone number' }), '+447400123456');
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
    await screen.findByText('You can ask for a new code in 60 s');
    for (let second = 0; second < 15; second++) {
      await act(async () => {
        vi.advanceTimersByTime(1000);
      });
    }
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
    await screen.findByRole('heading', { name: 'Enter the code' });
    expect(screen.getByText('You can ask for a new code in 45 s')).toBeInTheDocument();
    expect(calls).toHaveLength(1);
    expect(toastMessages()).toEqual([]);
  });
});
