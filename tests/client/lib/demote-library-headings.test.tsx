import { demoteLibraryHeadings } from '@client/lib/demote-library-headings';
import { AppRoot, Button, Cell } from '@telegram-apps/telegram-ui';
import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

let stop = () => {};
afterEach(() => stop());

describe('demoteLibraryHeadings', () => {
  it('leaves the page’s own outline and turns telegram-ui’s text styles into plain text', async () => {
    const root = document.createElement('div');
    document.body.append(root);
    stop = demoteLibraryHeadings(root);
    render(
      <AppRoot platform="base" appearance="light">
        <h1>Settings</h1>
        <h2>Account</h2>
        <Cell subtitle="Deutsch">Language</Cell>
        <Button size="m">Upload a photo</Button>
      </AppRoot>,
      { container: root },
    );
    await waitFor(() => expect(screen.queryAllByRole('heading')).toHaveLength(2));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Settings');
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Account');
    expect(screen.getByRole('button', { name: 'Upload a photo' })).toBeTruthy();
    expect(screen.getByText('Deutsch')).toBeTruthy();
  });

  it('demotes them in what renders later too', async () => {
    const root = document.createElement('div');
    document.body.append(root);
    root.innerHTML = '<h6>Already there</h6>';
    stop = demoteLibraryHeadings(root);
    const later = document.createElement('section');
    later.innerHTML = '<h5>Later</h5><h3>Kept</h3>';
    root.append(later);
    await waitFor(() => expect(root.querySelector('h5')?.getAttribute('role')).toBe('none'));
    expect(root.querySelector('h6')?.getAttribute('role')).toBe('none');
    expect(root.querySelector('h3')?.hasAttribute('role')).toBe(false);
  });
});
