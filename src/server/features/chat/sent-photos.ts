import { and, asc, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { characterPhotos, characters } from '../../db/schema/characters';
import type { MessagePhoto } from '../../db/schema/conversations';
import { conversations, messages } from '../../db/schema/conversations';

/**
 * Words that ask for a picture, in every language the app speaks. Latin-script words must stand
 * alone ("pic" but not "picnic"); words of scripts without spaces match anywhere.
 */
const PHOTO_WORDS_LATIN = [
  'photo',
  'photos',
  'pic',
  'pics',
  'picture',
  'pictures',
  'selfie',
  'selfies',
  'snapshot',
  'foto',
  'fotos',
  'fotoğraf',
  'fotoğrafını',
  'resim',
  'bild',
  'imagen',
  'gambar',
  'swafoto',
  'ảnh',
];
const PHOTO_WORDS_ANYWHERE = [
  'фото',
  'фотк',
  'селфи',
  'селфі',
  'снимок',
  'світлин',
  'صورة',
  'صورتك',
  'سيلفي',
  'फोटो',
  'तस्वीर',
  'सेल्फी',
  'புகைப்பட',
  'செல்ஃபி',
  '写真',
  '自撮り',
  'セルフィー',
  '사진',
  '셀카',
  '照片',
  '自拍',
  '相片',
  'ဓာတ်ပုံ',
];
const PHOTO_REQUEST = new RegExp(
  `(?<![\\p{L}\\p{N}])(?:${PHOTO_WORDS_LATIN.join('|')})(?![\\p{L}\\p{N}])|${PHOTO_WORDS_ANYWHERE.join('|')}`,
  'iu',
);

/** Whether a message asks her for a photo (or the user pressed "Ask for a photo"). */
export function asksForPhoto(content: string, pressedAskPhoto = false): boolean {
  return pressedAskPhoto || PHOTO_REQUEST.test(content);
}

/**
 * The photo she sends next in a conversation: the first of her photos not sent there yet, or, when
 * all were, the one sent longest ago. Null when she has no photos.
 */
export async function pickPhotoToSend(
  db: Executor,
  conversationId: string,
  characterId: string,
): Promise<MessagePhoto | null> {
  const photos = await db
    .select()
    .from(characterPhotos)
    .where(eq(characterPhotos.characterId, characterId))
    .orderBy(asc(characterPhotos.sort), asc(characterPhotos.id));
  if (photos.length === 0) return null;
  const sent = await db
    .select({ photoId: sql<string>`${messages.photo}->>'photoId'`, id: messages.id })
    .from(messages)
    .where(and(eq(messages.conversationId, conversationId), isNotNull(messages.photo)))
    .orderBy(asc(messages.id));
  const lastSentAt = new Map(sent.map((row) => [row.photoId, row.id]));
  const next =
    photos.find((photo) => !lastSentAt.has(photo.id)) ??
    [...photos].sort((a, b) => (lastSentAt.get(a.id) ?? 0) - (lastSentAt.get(b.id) ?? 0))[0];
  if (!next) return null;
  return { photoId: next.id, mediaId: next.mediaId, blurredMediaId: next.blurredMediaId };
}

/** How many sent photos one album answer holds at most (a long chat sends many). */
const SENT_PHOTOS_LIMIT = 300;

/**
 * The photos characters sent a user in any of their conversations, newest first: of one
 * character, or of every character when none is named.
 */
export async function listSentPhotos(db: Executor, userId: string, characterId?: string) {
  return db
    .select({
      photo: messages.photo,
      conversationId: messages.conversationId,
      characterId: conversations.characterId,
      characterTexts: characters.texts,
      sentAt: messages.createdAt,
    })
    .from(messages)
    .innerJoin(conversations, eq(conversations.id, messages.conversationId))
    .innerJoin(characters, eq(characters.id, conversations.characterId))
    .where(
      and(
        eq(conversations.userId, userId),
        characterId ? eq(conversations.characterId, characterId) : undefined,
        eq(messages.status, 'done'),
        isNotNull(messages.photo),
      ),
    )
    .orderBy(desc(messages.id))
    .limit(SENT_PHOTOS_LIMIT);
}
