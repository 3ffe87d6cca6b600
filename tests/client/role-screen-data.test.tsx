import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { navigate } from 'wouter/use-browser-location';
import { getCharacter } from '../../src/client/features/characters/api/get-character';
import { listStories } from '../../src/client/features/characters/api/list-stories';
import RoleScreen from '../../src/client/features/role/role-screen';
import { StoryTabs } from '../../src/client/features/role/story-tabs';
import type { CharacterDetail, CharacterStory } from '../../src/contract/api/character-endpoints';
import { deferred } from './helpers/deferred';
import { renderInApp } from './helpers/render-app';

vi.mock('../../src/client/features/characters/api/get-character', () => ({
  getCharacter: vi.fn(),
}));
vi.mock('../../src/client/features/characters/api/list-stories', () => ({
  listStories: vi.fn(async () => ({ list: [] })),
}));
// Her photo section is the studio's, with calls of its own (loaded once her page is idle);
// these tests are about the page's.
vi.mock('../../src/client/features/studio/gallery/character-photos', () => ({
  CharacterPhotos: () => null,
}));
vi.mock('../../src/client/lib/analytics/track-event', () => ({ trackEvent: vi.fn() }));

const character = (characterId: string, nick: string): CharacterDetail => ({
  characterId,
  nick,
  age: 24,
  kind: 'REALITY',
  gender: 'woman',
  style: 'realistic',
  access: 10,
  memberOnly: false,
  description: `${nick} likes long walks.`,
  tags: [],
  portraitUrl: `/portraits/${characterId}.webp`,
  likeCount: 3,
  isTour: false,
  creatorId: null,
  creatorNick: null,
  greeting: 'Hi',
  relationship: '',
  occupation: '',
  personality: '',
  photos: [],
  like: 0,
  chatCount: 0,
  conversationId: null,
  basedOn: null,
});

afterEach(() => vi.clearAllMocks());

describe('Role screen data', () => {
  it('shows the character the route names when an older answer arrives after the newer one', async () => {
    const first = deferred<CharacterDetail>();
    const second = deferred<CharacterDetail>();
    vi.mocked(getCharacter).mockImplementation(({ characterId }) =>
      characterId === 'c1' ? first.promise : second.promise,
    );
    window.history.replaceState(null, '', '/role/c1');
    renderInApp(<RoleScreen />, '/role/c1');

    // The user opens another character before the first one has loaded.
    act(() => navigate('/role/c2'));
    second.resolve(character('c2', 'Bella'));
    expect(await screen.findByRole('heading', { name: 'Bella, 24' })).toBeInTheDocument();

    // The first character's slow answer lands last; it must not replace Bella.
    await act(async () => {
      first.resolve(character('c1', 'Alice'));
      await first.promise;
    });
    expect(screen.getByRole('heading', { name: 'Bella, 24' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Alice, 24' })).not.toBeInTheDocument();
    expect(getCharacter).toHaveBeenCalledTimes(2);
  });

  it('shows the cached character at once when the user comes back to her', async () => {
    vi.mocked(getCharacter).mockImplementation(async ({ characterId }) =>
      character(characterId, characterId === 'c1' ? 'Alice' : 'Bella'),
    );
    window.history.replaceState(null, '', '/role/c1');
    renderInApp(<RoleScreen />, '/role/c1');
    expect(await screen.findByRole('heading', { name: 'Alice, 24' })).toBeInTheDocument();
    act(() => navigate('/role/c2'));
    expect(await screen.findByRole('heading', { name: 'Bella, 24' })).toBeInTheDocument();

    // Back to the first: her page shows from the cache while it is checked again.
    const again = deferred<CharacterDetail>();
    vi.mocked(getCharacter).mockReturnValueOnce(again.promise);
    act(() => navigate('/role/c1'));
    expect(screen.getByRole('heading', { name: 'Alice, 24' })).toBeInTheDocument();
    await act(async () => {
      again.resolve({ ...character('c1', 'Alice'), likeCount: 4 });
      await again.promise;
    });
    expect(await screen.findByRole('button', { name: '♥ 4' })).toBeInTheDocument();
  });

  it("names a created character's relationship and job in the wizard's words, loaded for her", async () => {
    vi.mocked(getCharacter).mockResolvedValue({
      ...character('c3', 'Noor'),
      creatorId: 'creator-1',
      creatorNick: 'Kai',
      relationship: 'girlfriend',
      occupation: 'office worker',
    });
    window.history.replaceState(null, '', '/role/c3');
    renderInApp(<RoleScreen />, '/role/c3');
    expect(await screen.findByText('Girlfriend · Office worker')).toBeInTheDocument();
  });

  it("shows a catalogue character's relationship and job as they are", async () => {
    vi.mocked(getCharacter).mockResolvedValue({
      ...character('c4', 'Mei'),
      relationship: 'Neighbour',
      occupation: 'Florist',
    });
    window.history.replaceState(null, '', '/role/c4');
    renderInApp(<RoleScreen />, '/role/c4');
    expect(await screen.findByText('Neighbour · Florist')).toBeInTheDocument();
  });

  it('asks once when two parts of a page want the same stories', async () => {
    const stories: CharacterStory[] = [
      {
        id: 's1',
        kind: 'story',
        vipOnly: false,
        locked: false,
        title: 'A night in Rome',
        teaser: 'She waits.',
        opening: 'Ciao.',
      },
    ];
    vi.mocked(listStories).mockResolvedValue({ list: stories });
    renderInApp(
      <>
        <StoryTabs characterId="c1" onPlay={() => {}} />
        <StoryTabs characterId="c1" onPlay={() => {}} />
      </>,
    );
    expect(await screen.findAllByRole('heading', { name: 'A night in Rome' })).toHaveLength(2);
    expect(listStories).toHaveBeenCalledTimes(1);
  });
});
