import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AdultCheckPopup } from '../../src/client/features/adult-check/adult-check-popup';
import { renderInApp } from './helpers/render-app';

describe('adult check', () => {
  it('shows the refusal with a Back button that returns to the choice', async () => {
    renderInApp(<AdultCheckPopup routeId="home" />);
    await userEvent.click(screen.getByRole('button', { name: 'I am under 18' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'This website is only for users over 18 years old',
    );
    expect(screen.queryByRole('button', { name: 'I am 18 or older' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('button', { name: 'I am 18 or older' })).toBeInTheDocument();
  });

  it('closes on "I am 18 or older" and remembers it', async () => {
    const { unmount } = renderInApp(<AdultCheckPopup routeId="chat" />);
    await userEvent.click(screen.getByRole('button', { name: 'I am 18 or older' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(JSON.parse(localStorage.getItem('hiddenNotices') ?? '[]')).toContain('adultCheck');
    unmount();
    renderInApp(<AdultCheckPopup routeId="chat" />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('cannot be dismissed by the background, Escape or going back, and has no close button', async () => {
    renderInApp(<AdultCheckPopup routeId="settings" />);
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
    await userEvent.click(document.querySelector('.bottom-popup__backdrop') as HTMLElement);
    await userEvent.keyboard('{Escape}');
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect(screen.getByRole('dialog', { name: 'Age check' })).toBeInTheDocument();
  });

  it('stays away from the legal pages', () => {
    renderInApp(<AdultCheckPopup routeId="terms" />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
