import type { Services } from '../../../src/server/api/endpoint-handler';
import type { Database } from '../../../src/server/db/database';
import { chatPhotoKind } from '../../../src/server/features/chat/chat-photo-kind';
import { characterGenerationKind } from '../../../src/server/features/custom-characters/character-generation-kind';
import { createGenerationWorker } from '../../../src/server/features/generation/generation-worker';
import { photoGenerationKind } from '../../../src/server/features/studio/photo-generation-kind';
import { videoGenerationKind } from '../../../src/server/features/studio/video-generation-kind';
import type { JobQueue } from '../../../src/server/jobs/job-queue';
import { createLogger } from '../../../src/server/lib/logger';
import type { ImageProvider } from '../../../src/server/providers/images/image-provider';
import { createDemoVideoProvider } from '../../../src/server/providers/videos/demo-video-provider';
import type { VideoProvider } from '../../../src/server/providers/videos/video-provider';

/**
 * The real generation worker over a queue that only records wake-ups: tests run the woken jobs
 * themselves (`runWoken`), so every step happens when the test says and nothing runs behind it.
 */
export function testGeneration(
  db: Database,
  services: Pick<Services, 'storage' | 'chat' | 'moderation'>,
  images: ImageProvider,
  videos: VideoProvider = createDemoVideoProvider(),
) {
  const woken: string[] = [];
  const recordingQueue: JobQueue = {
    start: async () => {},
    schedule: async () => {},
    runNow: async () => {},
    runOnce: async () => {},
    work: async () => {},
    send: async (_name, data) => {
      woken.push((data as { jobId: string }).jobId);
    },
    stop: async () => {},
  };
  const worker = createGenerationWorker({
    db,
    jobs: recordingQueue,
    kinds: [
      characterGenerationKind({
        db,
        storage: services.storage,
        images,
        chatModel: services.chat.model,
        moderation: services.moderation,
      }),
      photoGenerationKind({
        db,
        storage: services.storage,
        images,
        moderation: services.moderation,
      }),
      videoGenerationKind({
        db,
        storage: services.storage,
        videos,
        moderation: services.moderation,
      }),
      chatPhotoKind({ db, storage: services.storage, images, moderation: services.moderation }),
    ],
    log: createLogger('silent'),
    concurrency: 1,
    // The app makes its notices once it has the bot (createApp); the worker asks for them then.
    readyNotices: {
      send: async (notice) => services.chat.readyNotices?.send(notice),
      sendVoiceNote: async (note) => services.chat.readyNotices?.sendVoiceNote(note),
    },
  });
  return {
    worker,
    woken,
    /** Runs every woken job, and the retries they wake, until none is left; answers how many runs. */
    async runWoken(): Promise<number> {
      let runs = 0;
      for (let jobId = woken.shift(); jobId; jobId = woken.shift()) {
        // A retry is woken with a delay; its row is queued again, so running it now is the same.
        await worker.runJob(jobId);
        runs++;
      }
      return runs;
    },
  };
}
