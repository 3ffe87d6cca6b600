import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getPhotoOfferAllowance } from '../../src/client/features/settings/api/get-photo-offer-allowance';
import { setPhotoOfferAllowance } from '../../src/client/features/settings/api/set-photo-offer-allowance';
import { PhotoOfferAllowance } from '../../src/client/features/settings/photo-offer-allowance';
import { queryClient } from '../../src/client/lib/query/query-client';
import { renderInApp } from './helpers/render-app';

vi.mock('../../src/client/features/settings/api/get-photo-offer-allowance', () => ({
  getPhotoOfferAllowance: vi.fn(),
}));
vi.mock('../../src/client/features/settings/api/set-photo-offer-allowance', () => ({
  setPhotoOfferAllowance: vi.fn(),
}));

afterEach(() => {
  queryClient.clear();
  vi.clearAllMocks();
});

describe('the allowance for photos she offers', () => {
  it('lets a member choose a daily amount, and says what it took today', async () => {
    vi.mocked(getPhotoOfferAllowance).mockResolvedValue({
      allowance: 0,
      isVip: true,
      price: 50,
      spentToday: 0,
    });
    vi.mocked(setPhotoOfferAllowance).mockImplementation(async ({ allowance }) => ({
      allowance,
      isVip: true,
      price: 50,
      spentToday: 50,
    }));
    renderInApp(<PhotoOfferAllowance />);
    const always = await screen.findByRole('radio', { name: 'Always ask me' });
    expect(always).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: 'Up to 150 coins a day' }));
    expect(setPhotoOfferAllowance).toHaveBeenCalledWith({ allowance: 150 });
    await vi.waitFor(() =>
      expect(screen.getByRole('radio', { name: 'Up to 150 coins a day' })).toBeChecked(),
    );
    expect(screen.getByText(/Used today: 50 coins\./)).toBeInTheDocument();
  });

  it('tells anyone else that every offer waits for a tap, with nothing to set', async () => {
    vi.mocked(getPhotoOfferAllowance).mockResolvedValue({
      allowance: 0,
      isVip: false,
      price: 50,
      spentToday: 0,
    });
    renderInApp(<PhotoOfferAllowance />);
    expect(
      await screen.findByText(/Every photo she offers waits for your tap\./),
    ).toBeInTheDocument();
    expect(screen.queryAllByRole('radio')).toEqual([]);
  });
});
