import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ModalHost } from '../../src/client/components/modal/modal-host';
import { deletePersona } from '../../src/client/features/settings/persona/api/delete-persona';
import { listPersonas } from '../../src/client/features/settings/persona/api/list-personas';
import { savePersona } from '../../src/client/features/settings/persona/api/save-persona';
import PersonaScreen from '../../src/client/features/settings/persona/persona-screen';
import { queryClient } from '../../src/client/lib/query/query-client';
import type { Persona } from '../../src/contract/api/persona-endpoints';
import { renderInApp } from './helpers/render-app';
import { endTestSession, startTestSession } from './helpers/session';

vi.mock('../../src/client/features/settings/persona/api/list-personas', () => ({
  listPersonas: vi.fn(),
}));
vi.mock('../../src/client/features/settings/persona/api/save-persona', () => ({
  savePersona: vi.fn(),
}));
vi.mock('../../src/client/features/settings/persona/api/delete-persona', () => ({
  deletePersona: vi.fn(),
}));

afterEach(() => {
  endTestSession();
  queryClient.clear();
  vi.clearAllMocks();
});

const mira: Persona = {
  id: 'p1',
  name: 'Mira',
  gender: 'woman',
  age: 30,
  look: 'Tall, short dark hair.',
  bio: 'A night-shift pilot.',
  isDefault: true,
  updatedAt: '2026-11-29T10:00:00.000Z',
};

describe('Your persona', () => {
  it('asks a visitor to sign in, and loads nothing until then', async () => {
    renderInApp(<PersonaScreen />, '/settings/persona');
    expect(
      await screen.findByRole('button', { name: 'Sign in to set your persona' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Your personas could not be loaded.')).toBeNull();
    expect(listPersonas).not.toHaveBeenCalled();
  });

  it('opens the form for a first persona, refuses an age under 18, and saves an adult one', async () => {
    startTestSession();
    vi.mocked(listPersonas).mockResolvedValue({ list: [], nick: 'alex_88' });
    vi.mocked(savePersona).mockImplementation(async (draft) => ({
      list: [{ ...mira, ...draft, id: 'p1', age: draft.age ?? null }],
      nick: 'alex_88',
    }));
    renderInApp(<PersonaScreen />, '/settings/persona');

    const form = await screen.findByRole('region', { name: 'New persona' });
    const name = within(form).getByRole('textbox', { name: /Name/ });
    expect(name).toHaveAttribute('placeholder', 'alex_88');
    await userEvent.type(name, 'Mira');
    await userEvent.selectOptions(within(form).getByRole('combobox', { name: 'Gender' }), 'woman');
    const age = within(form).getByRole('spinbutton', { name: /Age/ });
    await userEvent.type(age, '17');
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'Your persona must be 18 or older.',
    );
    expect(within(form).getByRole('button', { name: 'Save' })).toBeDisabled();

    await userEvent.clear(age);
    await userEvent.type(age, '30');
    await userEvent.type(within(form).getByRole('textbox', { name: /About you/ }), 'A pilot.');
    // The first persona is the default unless the user says otherwise.
    expect(
      within(form).getByRole('checkbox', { name: 'Use in every chat unless I choose otherwise' }),
    ).toBeChecked();
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));

    await vi.waitFor(() =>
      expect(savePersona).toHaveBeenCalledWith({
        name: 'Mira',
        gender: 'woman',
        age: 30,
        look: '',
        bio: 'A pilot.',
        isDefault: true,
      }),
    );
    expect(await screen.findByText('Default')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit Mira' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'New persona' })).not.toBeInTheDocument();
  });

  it('lists personas with their nick fallback, edits one and deletes one', async () => {
    startTestSession();
    const unnamed: Persona = { ...mira, id: 'p2', name: '', isDefault: false, bio: '' };
    vi.mocked(listPersonas).mockResolvedValue({ list: [mira, unnamed], nick: 'alex_88' });
    vi.mocked(savePersona).mockImplementation(async (draft) => ({
      list: [{ ...mira, bio: draft.bio }, unnamed],
      nick: 'alex_88',
    }));
    vi.mocked(deletePersona).mockResolvedValue({ list: [mira], nick: 'alex_88' });
    renderInApp(
      <>
        <PersonaScreen />
        <ModalHost />
      </>,
      '/settings/persona',
    );

    expect(await screen.findByText('A night-shift pilot.')).toBeInTheDocument();
    expect(screen.getByText('alex_88')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Edit Mira' }));
    const bio = screen.getByRole('textbox', { name: /About you/ });
    expect(bio).toHaveValue('A night-shift pilot.');
    await userEvent.clear(bio);
    await userEvent.type(bio, 'Retired pilot.');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() =>
      expect(savePersona).toHaveBeenCalledWith(
        expect.objectContaining({ id: 'p1', bio: 'Retired pilot.' }),
      ),
    );
    expect(await screen.findByText('Retired pilot.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Delete alex_88' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    await vi.waitFor(() => expect(deletePersona).toHaveBeenCalledWith({ id: 'p2' }));
    await vi.waitFor(() => expect(screen.queryByText('alex_88')).not.toBeInTheDocument());
  });
});
