/** What a clip is made of, as the video screen holds it. */
export type VideoSource =
  | { kind: 'item'; itemId: string; url: string }
  | { kind: 'catalogue'; characterId: string; photoId: string; url: string }
  | { kind: 'upload'; uploadId: string; url: string };

/** The generate call's source fields for `source`. */
export function sourceParams(source: VideoSource) {
  switch (source.kind) {
    case 'item':
      return { itemId: source.itemId };
    case 'catalogue':
      return { characterId: source.characterId, characterPhotoId: source.photoId };
    case 'upload':
      return { uploadId: source.uploadId };
  }
}

/** The source a link names: `?from={itemId}`, or `?character={id}&photo={photoId}` with its url. */
export function sourceFromQuery(query: URLSearchParams): VideoSource | null {
  const itemId = query.get('from');
  if (itemId) return { kind: 'item', itemId, url: query.get('url') ?? '' };
  const characterId = query.get('character');
  const photoId = query.get('photo');
  if (characterId && photoId) {
    return { kind: 'catalogue', characterId, photoId, url: query.get('url') ?? '' };
  }
  return null;
}
