import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { assertStorageKey, clipRange, contentTypeOfKey, type MediaStorage } from './media-storage';

/** Files under a folder (`DATA_DIR/media`): the embedded default, one server copy or a shared disk. */
export function createDiskStorage(root: string): MediaStorage {
  const fileOf = (key: string) => {
    assertStorageKey(key);
    return path.join(root, key);
  };
  return {
    kind: 'disk',
    async put(key, bytes) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      // Written aside and renamed, so a crash mid-write never leaves half a file under the key.
      const partial = `${file}.${randomBytes(6).toString('hex')}.part`;
      try {
        await writeFile(partial, bytes);
        await rename(partial, file);
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
    },
    async get(key, range) {
      const file = fileOf(key);
      const size = await stat(file).then(
        (info) => (info.isFile() ? info.size : null),
        () => null,
      );
      if (size === null) return null;
      const served = range ? clipRange(range, size) : null;
      return {
        body: createReadStream(file, served ?? {}),
        size,
        contentType: contentTypeOfKey(key),
        range: served,
      };
    },
    async has(key) {
      return stat(fileOf(key)).then(
        (info) => info.isFile(),
        () => false,
      );
    },
    async delete(key) {
      await rm(fileOf(key), { force: true });
    },
  };
}
