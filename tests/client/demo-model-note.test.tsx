import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { appConfigAtom } from '../../src/client/features/app-config/app-config-atom';
import { DemoModelNote } from '../../src/client/features/chat/demo-model-note';
import { appStore } from '../../src/client/lib/app-store';
import type { AppConfig } from '../../src/contract/api/config-endpoints';
import { renderInApp } from './helpers/render-app';

afterEach(() => appStore.set(appConfigAtom, null));

describe('the demo model note under a chat’s header', () => {
  it('says the replies are scripted while the server runs the demo model, and nothing otherwise', () => {
    appStore.set(appConfigAtom, { chatModel: 'demo' } as AppConfig);
    renderInApp(<DemoModelNote />);
    expect(screen.getByRole('note')).toHaveTextContent(
      'Demo model: replies are scripted on this server, not written by an AI',
    );
    act(() => appStore.set(appConfigAtom, { chatModel: 'openai' } as AppConfig));
    expect(screen.queryByRole('note')).toBeNull();
  });
});
