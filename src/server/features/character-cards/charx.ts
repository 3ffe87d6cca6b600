import { CARD_LIMITS } from '@contract/character-cards';
import { Unzip, type UnzipFile, UnzipInflate } from 'fflate';
import { CardRefused } from './card-refused';

/** The zip's bytes go to the unzipper this much at a time, so one step inflates a bounded amount. */
const PUSH_BYTES = 16 * 1024;

export function isZip(bytes: Uint8Array): boolean {
  return (
    bytes.length >= 4 && bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 3 && bytes[3] === 4
  );
}

const tooLarge = () =>
  new CardRefused('tooLarge', 'This CHARX file unpacks to more than a card may hold');

/**
 * The file at `path` inside a zip, at most `maxBytes` unpacked, or null when the zip has none.
 * Its declared size is checked before a byte is inflated, and the bytes actually inflated are
 * counted as they come, so a zip that lies about its size (a zip bomb) is stopped either way.
 * Other files are skipped without being inflated.
 */
export function readZipFile(zip: Buffer, path: string, maxBytes: number): Buffer | null {
  const chunks: Uint8Array[] = [];
  let found = false;
  let total = 0;
  let failure: Error | null = null;
  const unzip = new Unzip((file: UnzipFile) => {
    if (file.name !== path || found || failure) return;
    found = true;
    if (file.compression !== 0 && file.compression !== 8) {
      failure = new CardRefused('unreadable', 'This CHARX file uses a compression we do not read');
      return;
    }
    if ((file.originalSize ?? 0) > maxBytes) {
      failure = tooLarge();
      return;
    }
    file.ondata = (error, chunk, final) => {
      if (failure) return;
      if (error) {
        failure = new CardRefused('unreadable', 'This CHARX file is damaged');
        return;
      }
      total += chunk.length;
      if (total > maxBytes) {
        failure = tooLarge();
        file.terminate();
        return;
      }
      chunks.push(chunk);
      if (final) chunks.push(new Uint8Array(0));
    };
    file.start();
  });
  unzip.register(UnzipInflate);
  try {
    for (let offset = 0; offset < zip.length && !failure; offset += PUSH_BYTES) {
      const end = Math.min(zip.length, offset + PUSH_BYTES);
      unzip.push(zip.subarray(offset, end), end === zip.length);
    }
  } catch {
    failure ??= new CardRefused('unreadable', 'This CHARX file is damaged');
  }
  if (failure) throw failure;
  if (!found) return null;
  return Buffer.concat(chunks);
}

/** A CHARX card: its `card.json` text and, when it names one that is there, its main icon. */
export function readCharx(zip: Buffer): {
  json: string;
  picturePath: (path: string) => Buffer | null;
} {
  const card = readZipFile(zip, 'card.json', CARD_LIMITS.jsonBytes);
  if (!card) throw new CardRefused('unreadable', 'This CHARX file has no card.json');
  let unpacked = card.length;
  return {
    json: card.toString('utf8'),
    picturePath: (path) => {
      const picture = readZipFile(zip, path, CARD_LIMITS.unpackedBytes - unpacked);
      unpacked += picture?.length ?? 0;
      return picture;
    },
  };
}
