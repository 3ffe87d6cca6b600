import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ffmpeg from '@ffmpeg-installer/ffmpeg';
import { spawnChild } from '../../lib/child-processes';
import { openPicture } from '../../lib/open-picture';
import { type VideoProvider, VideoProviderError } from './video-provider';

/** Frames a second of the demo clip. */
const FPS = 24;
/** How far the camera moves in over the whole clip (1.0 is no zoom). */
const END_ZOOM = 1.25;

/**
 * Runs ffmpeg with `args`, reporting the frames written, until it exits. It is a tracked child
 * (`spawnChild`): stopped on abort and on shutdown, and killed with `folder` removed should the
 * server die while it runs, so no encode outlives the server and runs beside its rerun.
 */
function runFfmpeg(
  args: string[],
  totalFrames: number,
  signal: AbortSignal,
  onFrames: (done: number) => void,
  folder: string,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawnChild(ffmpeg.path, ['-nostdin', ...args], { signal, folder });
    child.stdout?.resume();
    let tail = '';
    child.stderr?.setEncoding('utf8');
    child.stderr?.on('data', (chunk: string) => {
      tail = (tail + chunk).slice(-2000);
      const frames = [...chunk.matchAll(/frame=\s*(\d+)/g)].at(-1)?.[1];
      if (frames) onFrames(Math.min(Number(frames), totalFrames));
    });
    child.on('error', (error) => {
      if (signal.aborted) reject(signal.reason);
      else reject(new VideoProviderError(`ffmpeg could not start: ${error.message}`, false));
    });
    child.on('close', (code) => {
      if (signal.aborted) reject(signal.reason);
      else if (code === 0) resolve();
      else reject(new VideoProviderError(`ffmpeg failed (${code}): ${tail.trim()}`, false));
    });
  });
}

/**
 * The embedded video model: a slow pan-and-zoom ("Ken Burns") clip of the source picture made by
 * ffmpeg, the binary that `@ffmpeg-installer/ffmpeg` brings with `npm install`. No motion is
 * invented; the UI labels it "demo model".
 */
export function createDemoVideoProvider(): VideoProvider {
  return {
    modelName: 'demo',
    isDemo: true,
    async generate(request, { signal, onProgress }) {
      signal.throwIfAborted();
      const { width, height, durationSeconds } = request;
      const totalFrames = Math.round(durationSeconds * FPS);
      const folder = await mkdtemp(path.join(tmpdir(), 'demo-video-'));
      try {
        // Twice the clip's size, so the zoom stays sharp; PNG, which every ffmpeg build reads.
        const source = path.join(folder, 'source.png');
        await writeFile(
          source,
          await (await openPicture(request.image)).image
            .resize(width * 2, height * 2, { fit: 'cover' })
            .png()
            .toBuffer(),
        );
        const output = path.join(folder, 'clip.mp4');
        const step = (END_ZOOM - 1) / Math.max(1, totalFrames);
        // Alternate the drift direction by seed, so two clips of one picture differ.
        const drift = request.seed % 2 === 0 ? '+' : '-';
        const zoompan = [
          `zoompan=z='1+${step.toFixed(6)}*on'`,
          `x='iw/2-(iw/zoom/2)${drift}on*0.15'`,
          `y='ih/2-(ih/zoom/2)'`,
          `d=${totalFrames}:s=${width}x${height}:fps=${FPS}`,
        ].join(':');
        onProgress?.({ done: 0, total: totalFrames });
        await runFfmpeg(
          [
            '-hide_banner',
            '-y',
            '-i',
            source,
            '-vf',
            `${zoompan},format=yuv420p`,
            '-frames:v',
            String(totalFrames),
            '-c:v',
            'libx264',
            '-preset',
            'veryfast',
            '-crf',
            '26',
            '-movflags',
            '+faststart',
            output,
          ],
          totalFrames,
          signal,
          (done) => onProgress?.({ done, total: totalFrames }),
          folder,
        );
        return { bytes: await readFile(output), contentType: 'video/mp4' };
      } finally {
        await rm(folder, { recursive: true, force: true });
      }
    },
  };
}
