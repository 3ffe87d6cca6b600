import type { characterSentPhotosEndpoint } from '@contract/api/character-endpoints';
import type { EndpointOutput } from '@contract/api/endpoint';
import type { StudioItem } from '@contract/api/studio-endpoints';

type SentPhoto = EndpointOutput<typeof characterSentPhotosEndpoint>['list'][number];

/** One picture of the album: generated in the studio, or sent by a character in chat. */
export interface AlbumEntry {
  key: string;
  characterId: string;
  characterNick: string;
  kind: 'photo' | 'video';
  /** Blurred for non-members (a chat photo); the viewer then offers VIP. */
  isLocked: boolean;
  /** When it was made or sent, newest first. */
  at: string;
  /** The studio item, for a generated one. */
  item: StudioItem | null;
  /** A chat photo's picture. */
  url: string;
}

export type AlbumFilter = 'all' | 'photos' | 'videos' | 'favorites';

export function studioEntry(item: StudioItem): AlbumEntry {
  return {
    key: `studio-${item.itemId}`,
    characterId: item.characterId,
    characterNick: item.characterNick,
    kind: item.kind,
    isLocked: false,
    at: item.createdAt,
    item,
    url: item.url,
  };
}

export function chatEntry(photo: SentPhoto): AlbumEntry {
  return {
    key: `chat-${photo.conversationId}-${photo.id}-${photo.sentAt}`,
    characterId: photo.characterId,
    characterNick: photo.characterNick,
    kind: 'photo',
    isLocked: photo.locked,
    at: photo.sentAt,
    item: null,
    url: photo.url,
  };
}

/** The entries by character, the character with the newest picture first. */
export function groupByCharacter(entries: readonly AlbumEntry[]) {
  const sorted = [...entries].sort((a, b) => b.at.localeCompare(a.at));
  const groups = new Map<string, { characterId: string; nick: string; entries: AlbumEntry[] }>();
  for (const entry of sorted) {
    const group = groups.get(entry.characterId) ?? {
      characterId: entry.characterId,
      nick: entry.characterNick,
      entries: [],
    };
    group.entries.push(entry);
    groups.set(entry.characterId, group);
  }
  return [...groups.values()];
}
