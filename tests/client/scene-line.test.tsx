import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getScene } from '../../src/client/features/chat/api/get-scene';
import { saveScene } from '../../src/client/features/chat/api/save-scene';
import { SceneLine } from '../../src/client/features/chat/scene/scene-line';
import { queryClient } from '../../src/client/lib/query/query-client';
import type { Scene } from '../../src/contract/api/scene-endpoints';
import { renderInApp } from './helpers/render-app';
import { endTestSession, startTestSession } from './helpers/session';

vi.mock('../../src/client/features/chat/api/get-scene', () => ({ getScene: vi.fn() }));
vi.mock('../../src/client/features/chat/api/save-scene', () => ({ saveScene: vi.fn() }));

afterEach(() => {
  endTestSession();
  queryClient.clear();
  vi.clearAllMocks();
});

const start: Scene = {
  place: '',
  timeOfDay: '',
  outfit: 'cropped cardigan',
  mood: '',
  happening: 'Sofia catches you at the door.',
  source: 'start',
  version: 0,
  updatedAt: null,
};

describe('the scene line under the chat header', () => {
  it('shows the scene, opens the sheet, and saves the edit it shows next', async () => {
    startTestSession();
    vi.mocked(getScene).mockResolvedValue({ scene: start });
    vi.mocked(saveScene).mockImplementation(async ({ conversationId: _id, ...fields }) => ({
      scene: { ...start, ...fields, source: 'user', version: 1, updatedAt: '2026-11-29T12:00:00Z' },
    }));
    renderInApp(<SceneLine conversationId="c1" lastReplyId="7:0" />);
    const line = await screen.findByRole('button', { name: /^Scene/ });
    expect(line).toHaveTextContent('cropped cardigan');

    await userEvent.click(line);
    const sheet = await screen.findByRole('dialog', { name: 'The scene' });
    const where = within(sheet).getByRole('textbox', { name: 'Where' });
    expect(where).toHaveAttribute('maxLength', '80');
    await userEvent.type(where, 'a quiet beach');
    const outfit = within(sheet).getByRole('textbox', { name: 'What she wears' });
    await userEvent.clear(outfit);
    await userEvent.type(outfit, 'red dress');
    await userEvent.click(within(sheet).getByRole('button', { name: 'Save the scene' }));

    expect(saveScene).toHaveBeenCalledWith({
      conversationId: 'c1',
      place: 'a quiet beach',
      timeOfDay: '',
      outfit: 'red dress',
      mood: '',
      happening: 'Sofia catches you at the door.',
    });
    await screen.findByText('a quiet beach · red dress');
    expect(getScene).toHaveBeenCalledTimes(1);
  });
});
