import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getPublicProfile } from '../../src/client/features/community/orders/api/get-public-profile';
import { listServiceOrders } from '../../src/client/features/community/orders/api/list-service-orders';
import { updateSocialLinks } from '../../src/client/features/community/orders/api/update-social-links';
import CreatorLinksScreen from '../../src/client/features/community/orders/creator-links-screen';
import { renderInApp } from './helpers/render-app';
import { endTestSession, startTestSession } from './helpers/session';

vi.mock('../../src/client/features/community/orders/api/get-public-profile', () => ({
  getPublicProfile: vi.fn(),
}));
vi.mock('../../src/client/features/community/orders/api/list-service-orders', () => ({
  listServiceOrders: vi.fn(),
}));
vi.mock('../../src/client/features/community/orders/api/update-social-links', () => ({
  updateSocialLinks: vi.fn(),
}));

afterEach(() => {
  endTestSession();
  vi.clearAllMocks();
});

describe('Creator links', () => {
  it('shows my saved links, keeps my edits, and saves them', async () => {
    startTestSession();
    vi.mocked(getPublicProfile).mockResolvedValue({
      id: 'u1',
      nick: 'Eve',
      vip: false,
      socialLinks: [{ kind: 'instagram', label: '', url: 'https://instagram.com/eve' }],
    });
    vi.mocked(listServiceOrders).mockResolvedValue({ list: [], hasMore: false, isProvider: true });
    vi.mocked(updateSocialLinks).mockImplementation(async ({ links }) => ({
      links: links.map((link) => ({ ...link, label: link.label ?? '' })),
    }));
    renderInApp(<CreatorLinksScreen />, '/settings/creator-links');

    const address = await screen.findByRole('textbox', { name: 'Address' });
    expect(address).toHaveValue('https://instagram.com/eve');
    await userEvent.type(address, '.art');
    expect(screen.getByRole('textbox', { name: 'Address' })).toHaveValue(
      'https://instagram.com/eve.art',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Add a link' }));
    expect(screen.getAllByRole('textbox', { name: 'Address' })).toHaveLength(2);
    await userEvent.click(screen.getAllByRole('button', { name: 'Remove' })[1] as HTMLElement);

    await userEvent.click(screen.getByRole('button', { name: 'Save links' }));
    await vi.waitFor(() =>
      expect(updateSocialLinks).toHaveBeenCalledWith({
        links: [{ kind: 'instagram', label: '', url: 'https://instagram.com/eve.art' }],
      }),
    );
    expect(getPublicProfile).toHaveBeenCalledTimes(1);
  });
});
