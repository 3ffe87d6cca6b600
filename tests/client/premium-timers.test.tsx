import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bannerSecondsLeft } from '../../src/client/features/home/premium-banner';
import { CommentCarousel } from '../../src/client/features/payments/premium/comment-carousel';
import { DiscountCountdown } from '../../src/client/features/payments/premium/discount-countdown';
import { clockText } from '../../src/client/lib/clock-text';
import { renderInApp } from './helpers/render-app';

const comments = ['One', 'Two', 'Three'].map((text, index) => ({
  name: `Member ${index + 1}`,
  stars: 5,
  text,
}));

describe('premium timers', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: false });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('writes mm:ss, rounding up so 00:00 shows only at the end', () => {
    expect(clockText(600)).toBe('10:00');
    expect(clockText(59.2)).toBe('01:00');
    expect(clockText(0.4)).toBe('00:01');
    expect(clockText(0)).toBe('00:00');
    expect(clockText(-3)).toBe('00:00');
  });

  it('counts the banner from 10:00 and starts over at zero (spec §4)', () => {
    expect(bannerSecondsLeft(0)).toBe(600);
    expect(bannerSecondsLeft(1)).toBe(599);
    expect(bannerSecondsLeft(599.9)).toBe(1);
    expect(bannerSecondsLeft(600)).toBe(600);
    expect(bannerSecondsLeft(1_261)).toBe(539);
  });

  it('moves the comments every 3 s, wraps, jumps on a bullet and restarts the timer', () => {
    const view = renderInApp(<CommentCarousel comments={comments} />);
    const text = () => view.container.querySelector('blockquote')?.textContent;
    expect(text()).toBe('One');
    act(() => vi.advanceTimersByTime(2_999));
    expect(text()).toBe('One');
    act(() => vi.advanceTimersByTime(1));
    expect(text()).toBe('Two');
    act(() => vi.advanceTimersByTime(6_000));
    expect(text()).toBe('One');

    act(() => vi.advanceTimersByTime(2_000));
    fireEvent.click(screen.getByRole('button', { name: 'Comment 3' }));
    expect(text()).toBe('Three');
    expect(screen.getByRole('button', { name: 'Comment 3' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    // A fresh 3 s from the jump, not the 1 s left of the old timer.
    act(() => vi.advanceTimersByTime(2_500));
    expect(text()).toBe('Three');
    act(() => vi.advanceTimersByTime(500));
    expect(text()).toBe('One');

    view.unmount();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('recounts the offer every second from its end time and refreshes once at zero', () => {
    vi.setSystemTime(new Date('2026-11-24T12:00:00Z'));
    const onExpired = vi.fn();
    const view = renderInApp(
      <DiscountCountdown endsAt="2026-11-24T12:01:00.000Z" onExpired={onExpired} />,
    );
    expect(view.getByRole('timer')).toHaveTextContent('01:00');
    act(() => vi.advanceTimersByTime(1_000));
    expect(view.getByRole('timer')).toHaveTextContent('00:59');
    // A sleeping tab: the clock jumps; the next tick shows the truth.
    vi.setSystemTime(new Date('2026-11-24T12:00:50Z'));
    act(() => vi.advanceTimersByTime(1_000));
    expect(view.getByRole('timer')).toHaveTextContent('00:09');
    act(() => vi.advanceTimersByTime(9_000));
    expect(view.getByRole('timer')).toHaveTextContent('00:00');
    act(() => vi.advanceTimersByTime(5_000));
    expect(onExpired).toHaveBeenCalledTimes(1);
    view.unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
