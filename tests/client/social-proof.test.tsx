import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { getBrandContent } from '../../src/client/features/payments/api/get-brand-content';
import { SocialProof } from '../../src/client/features/payments/premium/social-proof';
import type { BrandContent } from '../../src/contract/api/brand-content-endpoints';
import { renderInApp } from './helpers/render-app';

vi.mock('../../src/client/features/payments/api/get-brand-content', () => ({
  getBrandContent: vi.fn(),
}));
vi.mock('../../src/client/features/payments/api/list-recent-purchases', () => ({
  listRecentPurchases: vi.fn(async () => ({ list: [] })),
}));

const nothing: BrandContent = {
  pressLogos: [],
  comments: [],
  featuredUsers: [],
  trustFigures: [],
  countedFigures: [],
};

describe('the premium page’s figures', () => {
  it('words each counted figure in agreement with its count', async () => {
    vi.mocked(getBrandContent).mockResolvedValue({
      ...nothing,
      countedFigures: [
        { kind: 'members', count: 1 },
        { kind: 'messages', count: 252 },
        { kind: 'characters', count: 1500 },
      ],
    });
    const { container } = renderInApp(<SocialProof />);
    expect(await screen.findByText('member')).toBeInTheDocument();
    const figures = [...container.querySelectorAll('.trust__figure')].map((figure) => [
      figure.querySelector('dt')?.textContent,
      figure.querySelector('dd')?.textContent,
    ]);
    expect(figures).toEqual([
      ['1', 'member'],
      ['252', 'messages sent'],
      ['1.5K', 'characters'],
    ]);
  });

  it('leaves the figures out when the server shows none (all below their thresholds)', async () => {
    vi.mocked(getBrandContent).mockResolvedValue(nothing);
    const { container } = renderInApp(<SocialProof />);
    await waitFor(() => expect(getBrandContent).toHaveBeenCalled());
    await waitFor(() => expect(container.querySelector('.social-proof')).toBeInTheDocument());
    expect(container.querySelector('.trust')).toBeNull();
    expect(screen.queryByText(/members|messages sent|characters/)).toBeNull();
  });
});
