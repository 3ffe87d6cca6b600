import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toastsAtom } from '../../src/client/components/toast/toast-store';
import {
  CardImportRefused,
  uploadCard,
} from '../../src/client/features/my-roles/cards/api/upload-card';
import { ImportCardButton } from '../../src/client/features/my-roles/cards/import-card-button';
import { appStore } from '../../src/client/lib/app-store';
import { REFUSAL_CODE } from '../../src/contract/api-codes';
import { renderInApp } from './helpers/render-app';

vi.mock('../../src/client/features/my-roles/cards/api/upload-card', async (original) => ({
  ...(await original()),
  uploadCard: vi.fn(),
}));

afterEach(() => {
  appStore.set(toastsAtom, []);
  vi.clearAllMocks();
});

const cardFile = () =>
  new File([new Uint8Array([137, 80, 78, 71])], 'mira.png', { type: 'image/png' });
const toasts = () => appStore.get(toastsAtom).map((toast) => toast.message);

describe('Import a character card', () => {
  it('uploads the chosen file and opens her draft for review', async () => {
    vi.mocked(uploadCard).mockResolvedValue({ characterId: 'c42' });
    const { location } = renderInApp(<ImportCardButton />, '/my-roles');
    await userEvent.upload(screen.getByLabelText('Character card file'), cardFile());
    await vi.waitFor(() => expect(location.history?.at(-1)).toBe('/my-roles/c42'));
    expect(vi.mocked(uploadCard).mock.calls[0]?.[1]).toBe('en');
  });

  it('shows why a card was refused, in the user’s words, and stays put', async () => {
    vi.mocked(uploadCard).mockRejectedValue(
      new CardImportRefused(
        'The card inside this PNG is not valid base64',
        REFUSAL_CODE.cardUnreadable,
      ),
    );
    const { location } = renderInApp(<ImportCardButton />, '/my-roles');
    await userEvent.upload(screen.getByLabelText('Character card file'), cardFile());
    await vi.waitFor(() =>
      expect(toasts()).toContain(
        'This file is not a character card we can read. Send a PNG, JSON or CHARX card.',
      ),
    );
    expect(location.history?.at(-1)).toBe('/my-roles');
  });
});
