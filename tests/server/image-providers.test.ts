import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EnvError, parseEnv } from '../../src/server/config/env';
import {
  readWorkflow,
  WORKFLOW_PLACEHOLDERS,
} from '../../src/server/providers/images/comfyui-workflow';
import {
  createImageProvider,
  type ImageProgress,
  ImageProviderError,
  type ImageRequest,
} from '../../src/server/providers/images/image-provider';
import { type FakeComfyUi, startFakeComfyUi } from './helpers/fake-comfyui';
import { type FakeImagesApi, startFakeImagesApi } from './helpers/fake-images-api';

const REQUEST: ImageRequest = {
  prompt: 'Luna, long dark brown waves, red summer dress, beach at sunset',
  negativePrompt: 'blurry, extra fingers',
  width: 512,
  height: 768,
  seed: 424242,
  cfg: 7.5,
  steps: 4,
  look: {
    style: 'realistic',
    gender: 'woman',
    race: 'Brazilian',
    hairstyle: 'long loose waves',
    hairColor: 'dark brown',
    eyeColor: 'hazel',
    body: 'curvy',
    clothing: 'red summer dress',
  },
  format: 'png',
};

const folder = mkdtempSync(join(tmpdir(), 'image-providers-'));
const writeJson = (name: string, value: unknown) => {
  const path = join(folder, name);
  writeFileSync(path, typeof value === 'string' ? value : JSON.stringify(value));
  return path;
};

/** Runs a generation, collecting its progress and its error (if any). */
async function draw(
  env: Record<string, string>,
  request: Partial<ImageRequest> = {},
  signal = new AbortController().signal,
) {
  const progress: ImageProgress[] = [];
  const provider = createImageProvider(parseEnv(env));
  try {
    const image = await provider.generate(
      { ...REQUEST, ...request },
      { signal, onProgress: (step) => progress.push(step) },
    );
    return { image, progress, error: null };
  } catch (error) {
    return { image: null, progress, error };
  }
}

const metadataOf = async (bytes: Buffer | undefined) => {
  const { format, width, height } = await sharp(bytes).metadata();
  return { format, width, height };
};

describe('ComfyUI', () => {
  let comfy: FakeComfyUi;
  let env: Record<string, string>;
  beforeAll(async () => {
    comfy = await startFakeComfyUi();
    env = { COMFYUI_URL: comfy.url, COMFYUI_CHECKPOINT: 'juggernaut-xl.safetensors' };
  });
  afterAll(() => comfy.close());

  it('draws the picture from the filled workflow, reporting each step', async () => {
    comfy.script({ kind: 'succeed', steps: 4 });
    const { image, progress, error } = await draw(env);
    expect(error).toBeNull();
    expect(image?.contentType).toBe('image/png');
    expect(await metadataOf(image?.bytes)).toEqual({ format: 'png', width: 512, height: 768 });
    expect(progress).toEqual([1, 2, 3, 4].map((done) => ({ done, total: 4 })));

    const { prompt: workflow, client_id } = comfy.prompts.at(-1) ?? { prompt: {}, client_id: '' };
    expect(comfy.socketClients).toContain(client_id);
    expect(workflow['3']?.inputs).toMatchObject({ seed: 424242, steps: 4, cfg: 7.5 });
    expect(workflow['4']?.inputs).toMatchObject({ ckpt_name: 'juggernaut-xl.safetensors' });
    expect(workflow['5']?.inputs).toMatchObject({ width: 512, height: 768 });
    expect(workflow['6']?.inputs.text).toBe(REQUEST.prompt);
    expect(workflow['7']?.inputs.text).toBe(REQUEST.negativePrompt);
    expect(JSON.stringify(workflow)).not.toContain('{{');
    expect(comfy.interrupts).toEqual([]);
  });

  it("fills an operator's workflow: placeholders inside text, sizes up to a multiple of 8", async () => {
    const shipped = readWorkflow();
    const workflowFile = writeJson('styled.json', {
      ...shipped,
      '6': {
        ...shipped['6'],
        inputs: { ...shipped['6']?.inputs, text: 'score_9, {{prompt}}, photo' },
      },
      '9': {
        ...shipped['9'],
        inputs: { ...shipped['9']?.inputs, filename_prefix: 'seed-{{seed}}' },
      },
    });
    comfy.script({ kind: 'succeed', steps: 2 });
    const { image, error } = await draw(
      { ...env, COMFYUI_WORKFLOW_FILE: workflowFile },
      { width: 500, height: 700, format: 'webp', seed: -17 },
    );
    expect(error).toBeNull();
    expect(image?.contentType).toBe('image/webp');
    expect(await metadataOf(image?.bytes)).toEqual({ format: 'webp', width: 500, height: 700 });
    const workflow = comfy.prompts.at(-1)?.prompt ?? {};
    expect(workflow['6']?.inputs.text).toBe(`score_9, ${REQUEST.prompt}, photo`);
    expect(workflow['9']?.inputs.filename_prefix).toBe('seed-17');
    expect(workflow['5']?.inputs).toMatchObject({ width: 504, height: 704 });
    expect(workflow['3']?.inputs.seed).toBe(17);
  });

  it('follows a prompt that finishes before POST /prompt answers', async () => {
    comfy.script({ kind: 'succeed', steps: 3, beforeAnswer: true });
    const { image, progress, error } = await draw(env);
    expect(error).toBeNull();
    expect(await metadataOf(image?.bytes)).toMatchObject({ width: 512, height: 768 });
    expect(progress.at(-1)).toEqual({ done: 3, total: 3 });
  });

  it('fails for good when a node raises mid-job, after the progress so far', async () => {
    comfy.script({
      kind: 'fail',
      afterSteps: 2,
      exceptionType: 'RuntimeError',
      message: 'mat1 and mat2 shapes cannot be multiplied',
    });
    const interruptsBefore = comfy.interrupts.length;
    const { progress, error } = await draw(env);
    expect(progress).toEqual([
      { done: 1, total: 2 },
      { done: 2, total: 2 },
    ]);
    expect(error).toBeInstanceOf(ImageProviderError);
    expect(error).toMatchObject({ retryable: false });
    expect((error as Error).message).toContain('KSampler');
    expect((error as Error).message).toContain('mat1 and mat2');
    // ComfyUI already stopped the prompt, so nothing is interrupted (an old ComfyUI would stop someone else's).
    expect(comfy.interrupts.length).toBe(interruptsBefore);
  });

  it('lets the job retry when the GPU ran out of memory', async () => {
    comfy.script({
      kind: 'fail',
      afterSteps: 1,
      exceptionType: 'torch.OutOfMemoryError',
      message: 'Allocation on device 0 would exceed allowed memory.',
    });
    const { error } = await draw(env);
    expect(error).toBeInstanceOf(ImageProviderError);
    expect(error).toMatchObject({ retryable: true });
  });

  it('lets the job retry when the WebSocket drops mid-job, and cancels the prompt', async () => {
    comfy.script({ kind: 'dropSocket', afterSteps: 2 });
    const { progress, error } = await draw(env);
    expect(progress.length).toBe(2);
    expect(error).toBeInstanceOf(ImageProviderError);
    expect(error).toMatchObject({ retryable: true });
    const promptId = comfy.promptIds.at(-1);
    expect(comfy.interrupts).toContainEqual({ prompt_id: promptId });
  });

  it('lets the job retry when ComfyUI answers 500 mid-job', async () => {
    comfy.script({ kind: 'historyStatus', steps: 2, status: 500 });
    const { progress, error } = await draw(env);
    expect(progress.length).toBe(2);
    expect(error).toBeInstanceOf(ImageProviderError);
    expect(error).toMatchObject({ retryable: true });
    expect((error as Error).message).toContain('HTTP 500');
  });

  it('retries a 500 on POST /prompt but not a refused workflow', async () => {
    comfy.script({ kind: 'promptStatus', status: 500 }, { kind: 'promptStatus', status: 400 });
    const overloaded = await draw(env);
    expect(overloaded.error).toMatchObject({ retryable: true });
    const refused = await draw(env);
    expect(refused.error).toBeInstanceOf(ImageProviderError);
    expect(refused.error).toMatchObject({ retryable: false });
    expect((refused.error as Error).message).toContain('ckpt_name not in list');
  });

  it('gives up after COMFYUI_TIMEOUT_MS as retryable and interrupts the prompt', async () => {
    comfy.script({ kind: 'hang', afterSteps: 1 });
    const { progress, error } = await draw({ ...env, COMFYUI_TIMEOUT_MS: '300' });
    expect(progress).toEqual([{ done: 1, total: 1 }]);
    expect(error).toBeInstanceOf(ImageProviderError);
    expect(error).toMatchObject({ retryable: true });
    expect((error as Error).message).toContain('300 ms');
    const promptId = comfy.promptIds.at(-1);
    expect(comfy.interrupts).toContainEqual({ prompt_id: promptId });
    expect(comfy.queueChanges).toContainEqual({ delete: [promptId] });
  });

  it("stops at the caller's abort with its reason and interrupts the prompt", async () => {
    comfy.script({ kind: 'hang', afterSteps: 1 });
    const controller = new AbortController();
    const reason = new Error('the job was cancelled');
    const provider = createImageProvider(parseEnv(env));
    const drawing = provider.generate(REQUEST, {
      signal: controller.signal,
      onProgress: () => controller.abort(reason),
    });
    await expect(drawing).rejects.toBe(reason);
    expect(comfy.interrupts).toContainEqual({ prompt_id: comfy.promptIds.at(-1) });
  });

  it('lets the job retry when ComfyUI is unreachable', async () => {
    const gone = await startFakeComfyUi();
    await gone.close();
    const { error } = await draw({ COMFYUI_URL: gone.url });
    expect(error).toBeInstanceOf(ImageProviderError);
    expect(error).toMatchObject({ retryable: true });
  });
});

describe('an OpenAI-compatible images API', () => {
  let api: FakeImagesApi;
  let env: Record<string, string>;
  beforeAll(async () => {
    api = await startFakeImagesApi();
    env = { IMAGES_API_BASE_URL: api.baseUrl, IMAGES_API_KEY: 'sk-test', IMAGES_MODEL: 'flux-dev' };
  });
  afterAll(() => api.close());

  it('asks for the nearest size it takes and crops the answer to the size asked', async () => {
    api.script({ kind: 'picture' });
    const { image, progress, error } = await draw(env, { format: 'webp' });
    expect(error).toBeNull();
    expect(api.requests.at(-1)).toEqual({
      model: 'flux-dev',
      prompt: REQUEST.prompt,
      size: '1024x1536',
      n: 1,
      response_format: 'b64_json',
    });
    expect(image?.contentType).toBe('image/webp');
    expect(await metadataOf(image?.bytes)).toEqual({ format: 'webp', width: 512, height: 768 });
    expect(progress).toEqual([
      { done: 0, total: 1 },
      { done: 1, total: 1 },
    ]);
  });

  it.each([
    { width: 1200, height: 700, size: '1536x1024' },
    { width: 640, height: 640, size: '1024x1024' },
    { width: 400, height: 900, size: '1024x1536' },
  ])('asks $size for $width×$height', async ({ width, height, size }) => {
    api.script({ kind: 'picture' });
    const { image } = await draw(env, { width, height });
    expect(api.requests.at(-1)?.size).toBe(size);
    expect(await metadataOf(image?.bytes)).toEqual({ format: 'png', width, height });
  });

  it('asks the exact size when IMAGES_API_SIZES=any, and follows a link answer', async () => {
    api.script({ kind: 'picture', asLink: true });
    const { image, error } = await draw({ ...env, IMAGES_API_SIZES: 'any' });
    expect(error).toBeNull();
    expect(api.requests.at(-1)?.size).toBe('512x768');
    expect(await metadataOf(image?.bytes)).toEqual({ format: 'png', width: 512, height: 768 });
  });

  it('leaves out response_format for GPT image models, which refuse it', async () => {
    api.script({ kind: 'picture' });
    const { error } = await draw({ ...env, IMAGES_MODEL: 'gpt-image-1' });
    expect(error).toBeNull();
    expect(api.requests.at(-1)).not.toHaveProperty('response_format');
  });

  it('lets the job retry a 500 or a 429 but not a 400 refusal', async () => {
    api.script(
      { kind: 'status', status: 500 },
      { kind: 'status', status: 429 },
      { kind: 'status', status: 400, code: 'content_policy_violation' },
    );
    const failures = [await draw(env), await draw(env), await draw(env)].map(({ error }) => error);
    for (const error of failures) expect(error).toBeInstanceOf(ImageProviderError);
    expect(failures.map((error) => (error as ImageProviderError).retryable)).toEqual([
      true,
      true,
      false,
    ]);
    expect((failures[2] as Error).message).toContain('refused with 400');
  });

  it('lets the job retry after IMAGES_API_TIMEOUT_MS', async () => {
    api.script({ kind: 'hang' });
    const { error } = await draw({ ...env, IMAGES_API_TIMEOUT_MS: '300' });
    expect(error).toBeInstanceOf(ImageProviderError);
    expect(error).toMatchObject({ retryable: true });
  });
});

describe('the demo image model', () => {
  it('draws the size and format asked, reporting its steps', async () => {
    for (const format of ['png', 'webp'] as const) {
      const { image, progress, error } = await draw({}, { width: 384, height: 576, format });
      expect(error).toBeNull();
      expect(image?.contentType).toBe(`image/${format}`);
      expect(await metadataOf(image?.bytes)).toEqual({ format, width: 384, height: 576 });
      expect(progress.at(-1)).toEqual({ done: 2, total: 2 });
      expect(progress.length).toBeGreaterThan(1);
    }
  });

  it("stops at the caller's abort with its reason", async () => {
    const controller = new AbortController();
    const reason = new Error('stop');
    const drawing = createImageProvider(parseEnv({})).generate(REQUEST, {
      signal: controller.signal,
      onProgress: () => controller.abort(reason),
    });
    await expect(drawing).rejects.toBe(reason);
  });
});

describe('choosing the image provider', () => {
  it('takes ComfyUI first, then the images API, then the demo model', () => {
    const comfyUrl = 'http://127.0.0.1:8188';
    const apiUrl = 'http://127.0.0.1:9000/v1';
    const chosen = (env: Record<string, string>) => {
      const { modelName, isDemo } = createImageProvider(parseEnv(env));
      return { modelName, isDemo };
    };
    expect(chosen({})).toEqual({ modelName: 'demo', isDemo: true });
    expect(chosen({ IMAGES_API_BASE_URL: apiUrl, IMAGES_MODEL: 'flux-dev' })).toEqual({
      modelName: 'flux-dev',
      isDemo: false,
    });
    expect(
      chosen({
        COMFYUI_URL: comfyUrl,
        COMFYUI_CHECKPOINT: 'juggernaut-xl.safetensors',
        IMAGES_API_BASE_URL: apiUrl,
      }),
    ).toEqual({ modelName: 'juggernaut-xl', isDemo: false });
  });

  it('ships a workflow with every placeholder', () => {
    const text = JSON.stringify(readWorkflow());
    for (const name of WORKFLOW_PLACEHOLDERS) expect(text).toContain(`"{{${name}}}"`);
  });

  it.each([
    { file: 'missing.json', content: null, reason: 'cannot read' },
    { file: 'broken.json', content: '{"3": ', reason: 'cannot read' },
    { file: 'ui.json', content: { nodes: [], links: [] }, reason: 'UI workflow' },
    { file: 'shape.json', content: { '3': { inputs: {} } }, reason: 'not an API-format workflow' },
    {
      file: 'typo.json',
      content: { '6': { class_type: 'CLIPTextEncode', inputs: { text: '{{promt}}' } } },
      reason: 'unknown placeholders {{promt}}',
    },
    {
      file: 'no-prompt.json',
      content: { '6': { class_type: 'CLIPTextEncode', inputs: { text: 'a cat' } } },
      reason: 'no {{prompt}}',
    },
  ])('stops at start on a bad workflow file ($file)', ({ file, content, reason }) => {
    const path = content === null ? join(folder, file) : writeJson(file, content);
    let error: unknown;
    try {
      parseEnv({ COMFYUI_URL: 'http://127.0.0.1:8188', COMFYUI_WORKFLOW_FILE: path });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(EnvError);
    expect((error as Error).message).toContain(`COMFYUI_WORKFLOW_FILE="${path}" is invalid`);
    expect((error as Error).message).toContain(reason);
  });

  it('stops at start on sizes it cannot read', () => {
    expect(() => parseEnv({ IMAGES_API_SIZES: '1024x1024,big' })).toThrow(
      /IMAGES_API_SIZES="1024x1024,big" is invalid/,
    );
  });
});
