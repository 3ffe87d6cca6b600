import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ffmpeg from '@ffmpeg-installer/ffmpeg';
import { spawnChild } from '../../lib/child-processes';

/** The widest frame taken: classifiers judge small pictures as well and take them sooner. */
const FRAME_MAX_WIDTH = 768;

/**
 * `count` frames spread evenly over a clip (the first at its start), as JPEG, for a picture
 * check. ffmpeg runs as a tracked child (`spawnChild`): stopped on abort and with the server.
 */
export async function clipFrames(
  clip: { bytes: Buffer; contentType: string },
  options: { count: number; durationSeconds: number; signal: AbortSignal },
): Promise<Buffer[]> {
  const folder = await mkdtemp(path.join(tmpdir(), 'clip-frames-'));
  try {
    const source = path.join(folder, `clip.${clip.contentType === 'video/webm' ? 'webm' : 'mp4'}`);
    await writeFile(source, clip.bytes);
    const rate = `${options.count}/${Math.max(1, options.durationSeconds)}`;
    await new Promise<void>((resolve, reject) => {
      const child = spawnChild(
        ffmpeg.path,
        [
          '-nostdin',
          '-v',
          'error',
          '-i',
          source,
          '-vf',
          `fps=${rate},scale='min(${FRAME_MAX_WIDTH},iw)':-2`,
          '-frames:v',
          String(options.count),
          '-q:v',
          '4',
          path.join(folder, 'frame-%02d.jpg'),
        ],
        { signal: options.signal, folder },
      );
      child.stdout?.resume();
      let errors = '';
      child.stderr?.setEncoding('utf8');
      child.stderr?.on('data', (chunk: string) => {
        errors = (errors + chunk).slice(-1000);
      });
      child.on('error', reject);
      child.on('close', (code) => {
        if (options.signal.aborted) reject(options.signal.reason);
        else if (code === 0) resolve();
        else
          reject(new Error(`ffmpeg could not take the clip's frames (${code}): ${errors.trim()}`));
      });
    });
    const names = (await readdir(folder)).filter((name) => name.startsWith('frame-')).sort();
    return await Promise.all(names.map((name) => readFile(path.join(folder, name))));
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
