import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EnvError, parseEnv } from '../../src/server/config/env';
import { createDemoVideoProvider } from '../../src/server/providers/videos/demo-video-provider';
import { framesFor } from '../../src/server/providers/videos/replicate-video-provider';
import {
  createVideoProvider,
  VideoProviderError,
  type VideoRequest,
} from '../../src/server/providers/videos/video-provider';
import { type FakeComfyUi, startFakeComfyUi } from './helpers/fake-comfyui';
import { type FakeReplicate, startFakeReplicate } from './helpers/fake-replicate';

let source: Buffer;
let request: VideoRequest;
beforeAll(async () => {
  source = await sharp({ create: { width: 300, height: 400, channels: 3, background: '#336699' } })
    .png()
    .toBuffer();
  request = { image: source, width: 480, height: 640, durationSeconds: 2, seed: 7 };
});

const run = (provider: ReturnType<typeof createVideoProvider>, progress: number[] = []) =>
  provider.generate(request, {
    signal: new AbortController().signal,
    onProgress: ({ done }) => progress.push(done),
  });

describe('the demo video model', () => {
  it('makes an H.264 MP4 of the photo at the size and length asked, reporting frames', async () => {
    const progress: number[] = [];
    const clip = await run(createDemoVideoProvider(), progress);
    expect(clip.contentType).toBe('video/mp4');
    // An MP4 starts with its `ftyp` box.
    expect(clip.bytes.subarray(4, 8).toString('latin1')).toBe('ftyp');
    expect(progress.at(-1)).toBe(48);
  });

  it('stops when the job is aborted', async () => {
    const controller = new AbortController();
    controller.abort(new Error('stopped'));
    await expect(
      createDemoVideoProvider().generate(request, { signal: controller.signal }),
    ).rejects.toThrow('stopped');
  });
});

describe('ComfyUI image-to-video', () => {
  let comfy: FakeComfyUi;
  beforeAll(async () => {
    comfy = await startFakeComfyUi();
  });
  afterAll(() => comfy.close());

  const provider = (extra: Record<string, string> = {}) =>
    createVideoProvider(
      parseEnv({
        LOG_LEVEL: 'silent',
        COMFYUI_URL: comfy.url,
        COMFYUI_VIDEO_CHECKPOINT: 'svd_xt.safetensors',
        ...extra,
      }),
    );

  it('uploads the photo, fills the workflow with it and the clip’s size and frames, and reads the MP4', async () => {
    comfy.script({ kind: 'succeed', steps: 3 });
    const video = provider();
    expect(video).toMatchObject({ modelName: 'svd_xt', isDemo: false });
    const progress: number[] = [];
    const clip = await run(video, progress);
    expect(clip.contentType).toBe('video/mp4');
    expect(progress).toEqual([1, 2, 3]);
    const upload = comfy.uploads.at(-1);
    expect(upload?.bytes.includes(source)).toBe(true);
    const prompt = comfy.prompts.at(-1)?.prompt ?? {};
    expect(prompt['2']?.inputs.image).toBe(upload?.name);
    expect(prompt['3']?.inputs).toMatchObject({
      width: 480,
      height: 640,
      video_frames: 16,
      fps: 8,
    });
    expect(prompt['1']?.inputs.ckpt_name).toBe('svd_xt.safetensors');
    expect(clip.bytes.toString()).toContain('"video_frames":16');
  });

  it('fails for good when the workflow saves no clip, and retries a 500', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'video-workflow-'));
    const noClip = join(folder, 'no-clip.json');
    writeFileSync(
      noClip,
      JSON.stringify({
        '2': { class_type: 'LoadImage', inputs: { image: '{{image}}' } },
        '3': { class_type: 'SaveImage', inputs: { images: ['2', 0] } },
      }),
    );
    comfy.script({ kind: 'succeed', steps: 1 });
    const failure = await run(provider({ COMFYUI_VIDEO_WORKFLOW_FILE: noClip })).catch((e) => e);
    expect(failure).toBeInstanceOf(VideoProviderError);
    expect(failure).toMatchObject({ retryable: false });

    comfy.script({ kind: 'promptStatus', status: 500 });
    const busy = await run(provider()).catch((e) => e);
    expect(busy).toBeInstanceOf(VideoProviderError);
    expect(busy).toMatchObject({ retryable: true });
  });

  it('refuses at start a workflow without {{image}} or with an unknown placeholder', () => {
    const folder = mkdtempSync(join(tmpdir(), 'video-workflow-'));
    const noImage = join(folder, 'no-image.json');
    writeFileSync(noImage, JSON.stringify({ '1': { class_type: 'X', inputs: { a: '{{seed}}' } } }));
    expect(() =>
      parseEnv({ COMFYUI_URL: comfy.url, COMFYUI_VIDEO_WORKFLOW_FILE: noImage }),
    ).toThrow(EnvError);
    const typo = join(folder, 'typo.json');
    writeFileSync(typo, JSON.stringify({ '1': { class_type: 'X', inputs: { a: '{{imgae}}' } } }));
    expect(() => parseEnv({ COMFYUI_VIDEO_WORKFLOW_FILE: typo })).toThrow(/imgae/);
  });
});

describe('Replicate image-to-video', () => {
  let replicate: FakeReplicate;
  beforeAll(async () => {
    replicate = await startFakeReplicate();
  });
  afterAll(() => replicate.close());

  const provider = () =>
    createVideoProvider(
      parseEnv({
        LOG_LEVEL: 'silent',
        REPLICATE_API_TOKEN: 'r8_test_token',
        REPLICATE_BASE_URL: replicate.url,
        REPLICATE_POLL_MS: '10',
      }),
    );

  it('sends the photo and the frames for the length, polls the prediction and fetches the clip', async () => {
    replicate.script({ kind: 'succeed', pollsBeforeDone: 2 });
    const video = provider();
    expect(video).toMatchObject({ modelName: 'wan-video/wan-2.2-i2v-a14b', isDemo: false });
    const progress: number[] = [];
    const clip = await run(video, progress);
    expect(clip.contentType).toBe('video/mp4');
    const call = replicate.created.at(-1);
    expect(call?.path).toBe('wan-video/wan-2.2-i2v-a14b');
    expect(call?.authorization).toBe('Bearer r8_test_token');
    expect(call?.body.input).toMatchObject({
      image: `data:image/png;base64,${source.toString('base64')}`,
      num_frames: 81,
      frames_per_second: 24,
      resolution: '480p',
      seed: 7,
    });
    expect(clip.bytes.toString()).toContain('"num_frames":81');
    expect(progress).toContain(2);
    expect(framesFor(5)).toEqual({ fps: 16, frames: 81 });
    expect(framesFor(15)).toEqual({ fps: 5, frames: 81 });
  });

  it('fails for good when the prediction fails, and may retry when Replicate is down', async () => {
    replicate.script({ kind: 'fail', error: 'NSFW content detected' });
    const failed = await run(provider()).catch((e) => e);
    expect(failed).toBeInstanceOf(VideoProviderError);
    expect(failed).toMatchObject({ retryable: false });
    expect(String(failed.message)).toContain('NSFW content detected');

    replicate.script({ kind: 'createStatus', status: 503 });
    const down = await run(provider()).catch((e) => e);
    expect(down).toBeInstanceOf(VideoProviderError);
    expect(down).toMatchObject({ retryable: true });
  });
});
