import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PayFeedbackSheet } from '../../src/client/features/payments/checkout/pay-feedback-sheet';
import { renderInApp } from './helpers/render-app';

afterEach(() => vi.restoreAllMocks());

describe('payment report sheet', () => {
  it('sends what happened and the optional contact with the order, then closes', async () => {
    const bodies: Array<Record<string, unknown>> = [];
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      const request = input as Request;
      if (new URL(request.url).pathname === '/api/v1/user/pay/feedback') {
        bodies.push((await request.json()) as Record<string, unknown>);
        return Response.json({ code: 0, msg: 'ok', data: { received: true, isUpdate: false } });
      }
      return Response.json({ code: 1001, msg: 'not found', data: null });
    });
    const onClose = vi.fn();
    renderInApp(<PayFeedbackSheet orderId="order-7" isOpen onClose={onClose} />);
    const send = await screen.findByRole('button', { name: 'Send to support' });
    expect(send).toBeDisabled();
    await userEvent.type(
      screen.getByRole('textbox', { name: 'What happened?' }),
      'Charged twice for one pack',
    );
    await userEvent.type(
      screen.getByRole('textbox', { name: 'How can support reach you? (optional)' }),
      ' @me ',
    );
    await userEvent.click(send);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(bodies).toEqual([
      expect.objectContaining({
        orderId: 'order-7',
        what: 'Charged twice for one pack',
        contact: '@me',
      }),
    ]);
  });
});
