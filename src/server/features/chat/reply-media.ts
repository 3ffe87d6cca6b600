/** The media a reply alone owns (a photo drawn for it, her voice note), deleted with it. */
import type { Executor } from '../../db/database';
import type { MessagePhoto, MessageVoiceNote } from '../../db/schema/conversations';
import { deleteOwnedMedia } from '../media/media-file-removal';

/** How the photo id of a photo drawn for one reply starts (seeded ones are the catalogue's). */
export const DRAWN_PHOTO_PREFIX = 'drawn-';

/** Whether a reply's photo was drawn for it, its media made for that reply alone. */
const isDrawnPhoto = (photo: MessagePhoto | null): photo is MessagePhoto =>
  Boolean(photo?.photoId.startsWith(DRAWN_PHOTO_PREFIX));

/**
 * Deletes the media of drawn photos replies no longer carry (the reply deleted, or edited to send
 * none), with their files recorded for removal, in the caller's transaction. Only drawn photos
 * go: a seeded one is the character's, shown by her page and other chats. A drawn photo is shown
 * by its reply alone (nothing else can name it: no call takes a chat photo as a source), and its
 * two copies are the asker's, whose chat it was. Answers the files to remove after the commit.
 */
export function deleteDrawnPhotos(
  tx: Executor,
  ownerId: string,
  photos: ReadonlyArray<MessagePhoto | null>,
): Promise<string[]> {
  const ids = photos.filter(isDrawnPhoto).flatMap((photo) => [photo.mediaId, photo.blurredMediaId]);
  return deleteOwnedMedia(tx, ownerId, ids);
}

/**
 * Deletes the media of her voice notes on replies that are going (deleted with their chat), with
 * their files recorded for removal, in the caller's transaction. A note is its reply's alone.
 */
export function deleteVoiceNotes(
  tx: Executor,
  ownerId: string,
  notes: ReadonlyArray<MessageVoiceNote | null>,
): Promise<string[]> {
  const ids = notes.flatMap((note) => (note ? [note.mediaId] : []));
  return deleteOwnedMedia(tx, ownerId, ids);
}
