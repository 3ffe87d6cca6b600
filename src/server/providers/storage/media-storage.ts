import type { Readable } from 'node:stream';

/** A part of a stored file: bytes from `start` to `end`, both included (HTTP range semantics). */
export interface ByteRange {
  start: number;
  end: number;
}

export interface StoredFile {
  /** The bytes asked for: the whole file, or the range. */
  body: Readable;
  /** The whole file's size in bytes. */
  size: number;
  contentType: string;
  /** The range served, when one was asked for and the file is long enough. */
  range: ByteRange | null;
}

/**
 * Where generated images and videos live as files: a folder under `DATA_DIR` by default, or
 * S3-compatible object storage. Keys are paths such as `generated/ab/abcdef.webp`; access checks
 * are the caller's, made before a file is read.
 */
export interface MediaStorage {
  readonly kind: 'disk' | 's3';
  /** Stores a whole file; an existing file under the key is replaced only when the write is complete. */
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** Reads a file, or a range of it; null when there is no such file. */
  get(key: string, range?: ByteRange): Promise<StoredFile | null>;
  /** Whether a file is stored under the key. */
  has(key: string): Promise<boolean>;
  /** Removes a file; removing a missing one is not an error. */
  delete(key: string): Promise<void>;
}

/** Keys are plain relative paths: no `..`, no leading slash, no odd characters. */
export function assertStorageKey(key: string): void {
  if (!/^[a-z0-9][a-z0-9/_.-]{0,250}$/i.test(key) || key.includes('..') || key.includes('//')) {
    throw new Error(`not a storage key: ${JSON.stringify(key)}`);
  }
}

const CONTENT_TYPES: Record<string, string> = {
  png: 'image/png',
  webp: 'image/webp',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  mp4: 'video/mp4',
  webm: 'video/webm',
  mp3: 'audio/mpeg',
  wav: 'audio/wav',
  ogg: 'audio/ogg',
};

/** The content type a key's extension names. */
export function contentTypeOfKey(key: string): string {
  return CONTENT_TYPES[key.split('.').pop()?.toLowerCase() ?? ''] ?? 'application/octet-stream';
}

/** A range clipped to a file of `size` bytes, or null when it lies outside it. */
export function clipRange(range: ByteRange, size: number): ByteRange | null {
  if (range.start >= size || range.start < 0 || range.end < range.start) return null;
  return { start: range.start, end: Math.min(range.end, size - 1) };
}
