import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { acceptPhotoOffer } from '../../src/client/features/chat/api/accept-photo-offer';
import { getPhotoOfferStatus } from '../../src/client/features/chat/api/get-photo-offer-status';
import { PhotoOfferCard } from '../../src/client/features/chat/photo-offer-card';
import { ApiError } from '../../src/client/lib/api/api-error';
import { queryClient } from '../../src/client/lib/query/query-client';
import type { ChatMessage } from '../../src/contract/api/chat-endpoints';
import { REFUSAL_CODE } from '../../src/contract/api-codes';
import { renderInApp } from './helpers/render-app';

vi.mock('../../src/client/features/chat/api/accept-photo-offer', () => ({
  acceptPhotoOffer: vi.fn(),
}));
vi.mock('../../src/client/features/chat/api/get-photo-offer-status', () => ({
  getPhotoOfferStatus: vi.fn(),
}));

afterEach(() => {
  queryClient.clear();
  vi.clearAllMocks();
});

type Offer = NonNullable<ChatMessage['offer']>;

const reply = (offer: Partial<Offer> = {}, photo: ChatMessage['photo'] = null) => ({
  id: '41',
  conversationId: 'c1',
  role: 'character' as const,
  content: 'Come closer.',
  status: 'done' as const,
  alternatives: [],
  giftId: null,
  photo,
  createdAt: '2026-11-29T12:00:00.000Z',
  offer: {
    id: 'o1',
    line: 'Me on the balcony at dusk',
    price: 50,
    state: 'open' as const,
    isAuto: false,
    ...offer,
  },
});

describe('the photo offer card', () => {
  it('shows her line and the price, and charges only on the tap', async () => {
    const drawing = reply({ state: 'drawing' });
    vi.mocked(acceptPhotoOffer).mockResolvedValue({ message: drawing });
    const onChange = vi.fn();
    renderInApp(<PhotoOfferCard message={reply()} characterName="Sofia" onChange={onChange} />);
    const card = await screen.findByRole('region', { name: 'A photo from Sofia' });
    expect(within(card).getByText('Me on the balcony at dusk')).toBeInTheDocument();
    expect(within(card).getByText('Nothing is charged until you tap.')).toBeInTheDocument();
    expect(acceptPhotoOffer).not.toHaveBeenCalled();
    await userEvent.click(within(card).getByRole('button', { name: 'See it · 50 coins' }));
    expect(acceptPhotoOffer).toHaveBeenCalledTimes(1);
    expect(acceptPhotoOffer).toHaveBeenCalledWith(
      { conversationId: 'c1', messageId: '41' },
      { silent: true },
    );
    expect(onChange).toHaveBeenCalledWith(drawing);
  });

  it('says how many coins it takes, with a way to get them, when they are short', async () => {
    vi.mocked(acceptPhotoOffer).mockRejectedValue(
      new ApiError('code', 'Not enough coins', REFUSAL_CODE.notEnoughCoins),
    );
    renderInApp(<PhotoOfferCard message={reply()} characterName="Sofia" onChange={vi.fn()} />);
    await userEvent.click(await screen.findByRole('button', { name: 'See it · 50 coins' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Seeing it takes 50 coins.');
    expect(within(alert).getByRole('link', { name: 'Get coins' })).toHaveAttribute(
      'href',
      '/coins?from=photo_offer',
    );
  });

  it('follows a photo being drawn, and says when it failed and the coins came back', async () => {
    const reopened = reply({ state: 'open' });
    vi.mocked(getPhotoOfferStatus).mockResolvedValue({ message: reopened });
    const onChange = vi.fn();
    renderInApp(
      <PhotoOfferCard
        message={reply({ state: 'drawing', isAuto: true })}
        characterName="Sofia"
        onChange={onChange}
      />,
    );
    expect(
      await screen.findByText('Opened with your daily allowance: developing the photo…'),
    ).toBeInTheDocument();
    await vi.waitFor(() => expect(onChange).toHaveBeenCalledWith(reopened));
    expect(
      await screen.findByText('The photo could not be made. Your coins were returned.'),
    ).toBeInTheDocument();
  });
});
