import { crc32, inflateSync } from 'node:zlib';
import { CardRefused } from './card-refused';

const PNG_SIGNATURE = Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]);
/** The PNG format's own bound on a chunk's length (2^31 − 1). */
const MAX_CHUNK_LENGTH = 0x7fffffff;

interface PngChunk {
  type: string;
  data: Buffer;
}

/** A text chunk of a PNG: its keyword and its text. */
export interface PngText {
  keyword: string;
  text: string;
}

export function isPng(bytes: Uint8Array): boolean {
  return bytes.length >= 8 && Buffer.from(bytes.subarray(0, 8)).equals(PNG_SIGNATURE);
}

const unreadable = (why: string) => new CardRefused('unreadable', `This PNG is damaged: ${why}`);

/**
 * Every chunk of a PNG, checked: the signature, each length within the file, each CRC, IHDR
 * first and IEND last. A truncated or altered file is refused, never read past its end.
 */
function readChunks(bytes: Buffer): PngChunk[] {
  if (!isPng(bytes)) throw unreadable('it does not start like a PNG');
  const chunks: PngChunk[] = [];
  let offset = PNG_SIGNATURE.length;
  for (;;) {
    if (offset + 12 > bytes.length) throw unreadable('it ends before its last chunk');
    const length = bytes.readUInt32BE(offset);
    if (length > MAX_CHUNK_LENGTH || offset + 12 + length > bytes.length) {
      throw unreadable('a chunk is longer than the file');
    }
    const typeBytes = bytes.subarray(offset + 4, offset + 8);
    const type = typeBytes.toString('latin1');
    if (!/^[A-Za-z]{4}$/.test(type)) throw unreadable('a chunk has no valid type');
    const data = bytes.subarray(offset + 8, offset + 8 + length);
    const crc = bytes.readUInt32BE(offset + 8 + length);
    if (crc32(data, crc32(typeBytes)) !== crc) throw unreadable(`the ${type} chunk is corrupt`);
    if (chunks.length === 0 && type !== 'IHDR') throw unreadable('it has no header chunk');
    chunks.push({ type, data });
    offset += 12 + length;
    if (type === 'IEND') return chunks;
  }
}

/** The text before the first NUL of `data` from `start`, and where the rest begins. */
function nulTerminated(data: Buffer, start: number, what: string) {
  const end = data.indexOf(0, start);
  if (end < 0) throw unreadable(`a text chunk's ${what} is not ended`);
  return { value: data.subarray(start, end), next: end + 1 };
}

function inflateLimited(data: Buffer, maxBytes: number): Buffer {
  try {
    return inflateSync(data, { maxOutputLength: maxBytes });
  } catch (error) {
    if (error instanceof RangeError) {
      throw new CardRefused('tooLarge', 'The card inside this PNG is too large');
    }
    throw unreadable('a compressed text chunk cannot be unpacked');
  }
}

/** A tEXt, zTXt or iTXt chunk as keyword and text; compressed text unpacked up to `maxBytes`. */
function textOf(chunk: PngChunk, maxBytes: number): PngText | null {
  const { data } = chunk;
  if (chunk.type === 'tEXt') {
    const keyword = nulTerminated(data, 0, 'keyword');
    return {
      keyword: keyword.value.toString('latin1'),
      text: data.subarray(keyword.next).toString('latin1'),
    };
  }
  if (chunk.type === 'zTXt') {
    const keyword = nulTerminated(data, 0, 'keyword');
    if (keyword.next >= data.length) throw unreadable('a compressed text chunk is empty');
    const text = inflateLimited(data.subarray(keyword.next + 1), maxBytes);
    return { keyword: keyword.value.toString('latin1'), text: text.toString('latin1') };
  }
  if (chunk.type === 'iTXt') {
    const keyword = nulTerminated(data, 0, 'keyword');
    if (keyword.next + 2 > data.length) throw unreadable('an international text chunk is cut');
    const compressed = data[keyword.next] === 1;
    const language = nulTerminated(data, keyword.next + 2, 'language');
    const translated = nulTerminated(data, language.next, 'translated keyword');
    const body = data.subarray(translated.next);
    const text = compressed ? inflateLimited(body, maxBytes) : body;
    return { keyword: keyword.value.toString('latin1'), text: text.toString('utf8') };
  }
  return null;
}

/**
 * The text chunks of a PNG whose keyword is one of `keywords`, in file order. Each text is at
 * most `maxBytes` (a longer one is refused as too large, compressed or not).
 */
export function readPngTexts(bytes: Buffer, keywords: readonly string[], maxBytes: number) {
  const texts: PngText[] = [];
  for (const chunk of readChunks(bytes)) {
    if (chunk.type !== 'tEXt' && chunk.type !== 'zTXt' && chunk.type !== 'iTXt') continue;
    // The keyword alone first: other metadata chunks are never unpacked.
    const keyword = chunk.data.subarray(0, Math.max(0, chunk.data.indexOf(0))).toString('latin1');
    if (!keywords.includes(keyword)) continue;
    if (chunk.type === 'tEXt' && chunk.data.length - keyword.length - 1 > maxBytes) {
      throw new CardRefused('tooLarge', 'The card inside this PNG is too large');
    }
    const text = textOf(chunk, maxBytes);
    if (text) texts.push(text);
  }
  return texts;
}

function encodeChunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const tail = Buffer.alloc(4);
  tail.writeUInt32BE(crc32(data, crc32(head.subarray(4))), 0);
  return Buffer.concat([head, data, tail]);
}

/**
 * The PNG with `texts` as tEXt chunks just before IEND; text chunks with the same keywords that
 * it had are dropped. Texts must be Latin-1 (card chunks are base64).
 */
export function writePngTexts(bytes: Buffer, texts: readonly PngText[]): Buffer {
  const replaced = new Set(texts.map((text) => text.keyword));
  const parts: Buffer[] = [PNG_SIGNATURE];
  for (const chunk of readChunks(bytes)) {
    if (chunk.type === 'IEND') {
      for (const text of texts) {
        const data = Buffer.concat([
          Buffer.from(text.keyword, 'latin1'),
          Buffer.from([0]),
          Buffer.from(text.text, 'latin1'),
        ]);
        parts.push(encodeChunk('tEXt', data));
      }
    }
    if (chunk.type === 'tEXt' || chunk.type === 'zTXt' || chunk.type === 'iTXt') {
      const keyword = chunk.data.subarray(0, Math.max(0, chunk.data.indexOf(0))).toString('latin1');
      if (replaced.has(keyword)) continue;
    }
    parts.push(encodeChunk(chunk.type, chunk.data));
  }
  return Buffer.concat(parts);
}
