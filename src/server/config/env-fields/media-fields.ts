import { z } from 'zod';
import { workflowFileProblem } from '../../providers/images/comfyui-workflow';
import { VIDEO_WORKFLOW } from '../../providers/videos/video-workflow';
import { commaList, type EnvField } from './env-field';

/** The sizes OpenAI's GPT image models take; other servers list theirs in IMAGES_API_SIZES. */
const DEFAULT_IMAGES_API_SIZES = '1024x1024,1024x1536,1536x1024';
const SIZE = /^[1-9]\d{1,4}x[1-9]\d{1,4}$/;

/** Picture, video, speech and transcription providers. */
export const mediaFields = {
  COMFYUI_URL: {
    schema: z.url({ protocol: /^https?$/ }).optional(),
    hint: 'the root URL of a ComfyUI server such as http://127.0.0.1:8188; unset uses IMAGES_API_BASE_URL or the demo image model',
  },
  COMFYUI_WORKFLOW_FILE: {
    schema: z
      .string()
      .min(1)
      .optional()
      .superRefine((path, context) => {
        const problem = path === undefined ? null : workflowFileProblem(path);
        if (problem) context.addIssue({ code: 'custom', message: problem });
      }),
    hint: 'an API-format ComfyUI workflow JSON with {{prompt}} and the other placeholders of docs/operations.md; unset uses src/server/providers/images/comfyui-workflow.json',
  },
  COMFYUI_CHECKPOINT: {
    schema: z.string().min(1).default('v1-5-pruned-emaonly.safetensors'),
    hint: "a checkpoint file in ComfyUI's models/checkpoints folder, written where the workflow says {{checkpoint}}",
  },
  COMFYUI_ANIME_CHECKPOINT: {
    schema: z.string().min(1).optional(),
    hint: "a checkpoint file in ComfyUI's models/checkpoints for pictures in the anime style (such as animagine-xl-3.1.safetensors); unset draws both styles with COMFYUI_CHECKPOINT",
  },
  COMFYUI_TIMEOUT_MS: {
    schema: z.coerce.number().int().min(100).max(3_600_000).default(120_000),
    hint: 'milliseconds a whole ComfyUI job may take (queue wait included), such as 120000',
  },
  COMFYUI_VIDEO_CHECKPOINT: {
    schema: z.string().min(1).optional(),
    hint: "an image-to-video model file in ComfyUI's models/checkpoints (such as svd_xt.safetensors); with COMFYUI_URL it makes the studio's clips, unset uses REPLICATE_API_TOKEN or the demo video model",
  },
  COMFYUI_VIDEO_WORKFLOW_FILE: {
    schema: z
      .string()
      .min(1)
      .optional()
      .superRefine((path, context) => {
        const problem = path === undefined ? null : workflowFileProblem(path, VIDEO_WORKFLOW);
        if (problem) context.addIssue({ code: 'custom', message: problem });
      }),
    hint: 'an API-format ComfyUI image-to-video workflow JSON with {{image}} and the other placeholders of docs/operations.md; unset uses src/server/providers/videos/comfyui-video-workflow.json',
  },
  COMFYUI_VIDEO_FPS: {
    schema: z.coerce.number().int().min(1).max(60).default(8),
    hint: 'frames a second the image-to-video workflow makes, such as 8',
  },
  COMFYUI_VIDEO_TIMEOUT_MS: {
    schema: z.coerce.number().int().min(100).max(3_600_000).default(600_000),
    hint: 'milliseconds a whole ComfyUI clip may take (queue wait included), such as 600000',
  },
  REPLICATE_API_TOKEN: {
    schema: z.string().min(1).optional(),
    hint: "a Replicate API token: without COMFYUI_VIDEO_CHECKPOINT the studio's clips are made by REPLICATE_VIDEO_MODEL; unset uses the demo video model",
  },
  REPLICATE_VIDEO_MODEL: {
    schema: z
      .string()
      .regex(/^[\w.-]+\/[\w.-]+(:[0-9a-f]{8,64})?$/, 'owner/name or owner/name:version')
      .default('wan-video/wan-2.2-i2v-a14b'),
    hint: 'a Replicate image-to-video model taking image, prompt, num_frames, frames_per_second, resolution and seed, such as wan-video/wan-2.2-i2v-a14b',
  },
  REPLICATE_BASE_URL: {
    schema: z.url({ protocol: /^https?$/ }).default('https://api.replicate.com/v1'),
    hint: "Replicate's API root, such as https://api.replicate.com/v1",
  },
  REPLICATE_TIMEOUT_MS: {
    schema: z.coerce.number().int().min(100).max(3_600_000).default(900_000),
    hint: 'milliseconds a whole Replicate clip may take, such as 900000',
  },
  REPLICATE_POLL_MS: {
    schema: z.coerce.number().int().min(10).max(60_000).default(2_000),
    hint: 'milliseconds between two looks at a running prediction, such as 2000',
  },
  IMAGES_API_BASE_URL: {
    schema: z.url({ protocol: /^https?$/ }).optional(),
    hint: 'the /v1 URL of an OpenAI-compatible images API such as https://api.openai.com/v1; unset (and no COMFYUI_URL) uses the demo image model',
  },
  IMAGES_API_KEY: {
    schema: z.string().min(1).default('none'),
    hint: "the images API's key (local servers usually accept any value)",
  },
  IMAGES_MODEL: {
    schema: z.string().min(1).default('gpt-image-1'),
    hint: 'the image model name the API knows, such as gpt-image-1 or dall-e-3',
  },
  IMAGES_API_SIZES: {
    schema: z
      .string()
      .default(DEFAULT_IMAGES_API_SIZES)
      .refine(
        (value) => value === 'any' || value.split(',').every((size) => SIZE.test(size.trim())),
        'must be "any" or WIDTHxHEIGHT sizes separated by commas',
      )
      .transform((value) =>
        value === 'any'
          ? null
          : value.split(',').map((size) => {
              const [width, height] = size.trim().split('x').map(Number);
              return { width: Number(width), height: Number(height) };
            }),
      ),
    hint: `the sizes the images API takes, such as ${DEFAULT_IMAGES_API_SIZES}, or any`,
  },
  IMAGES_API_TIMEOUT_MS: {
    schema: z.coerce.number().int().min(100).max(3_600_000).default(120_000),
    hint: 'milliseconds to wait for the images API to answer, such as 120000',
  },
  STT_BASE_URL: {
    schema: z.url({ protocol: /^https?$/ }).optional(),
    hint: 'the /v1 URL of an OpenAI-compatible speech-to-text server (POST /v1/audio/transcriptions) such as http://127.0.0.1:8082/v1; unset turns voice input off',
  },
  STT_API_KEY: {
    schema: z.string().min(1).default('none'),
    hint: "the speech-to-text server's API key (local servers usually accept any value)",
  },
  STT_MODEL: {
    schema: z.string().min(1).default('whisper-1'),
    hint: 'the transcription model name, such as whisper-1 or Systran/faster-whisper-small',
  },
  STT_TIMEOUT_MS: {
    schema: z.coerce.number().int().min(100).max(600_000).default(30_000),
    hint: 'milliseconds to wait for one transcription, such as 30000',
  },
  TTS_BASE_URL: {
    schema: z.url({ protocol: /^https?$/ }).optional(),
    hint: 'the /v1 URL of an OpenAI-compatible speech server (POST /audio/speech) such as http://127.0.0.1:8880/v1 for Kokoro-FastAPI; unset uses the embedded demo voice',
  },
  TTS_API_KEY: {
    schema: z.string().min(1).default('none'),
    hint: "the speech server's API key (local servers usually accept any value)",
  },
  TTS_MODEL: {
    schema: z.string().min(1).default('tts-1'),
    hint: 'the speech model name the server knows, such as kokoro or tts-1',
  },
  TTS_VOICES: {
    schema: commaList(
      z.string().regex(/^[\w.+-]{1,64}$/, 'voice names of letters, digits, . + - _'),
    ),
    hint: "the voices to offer, separated by commas, such as af_bella,af_sky (empty: the server's GET /audio/voices)",
  },
  TTS_TIMEOUT_MS: {
    schema: z.coerce.number().int().min(100).max(600_000).default(30_000),
    hint: 'milliseconds one chunk of speech may take, such as 30000',
  },
} satisfies Record<string, EnvField>;
