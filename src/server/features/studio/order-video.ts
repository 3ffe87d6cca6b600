import type { EndpointInput } from '@contract/api/endpoint';
import type { generateVideoEndpoint } from '@contract/api/studio-endpoints';
import { REFUSAL_CODE } from '@contract/api-codes';
import { LEDGER_REASON } from '@contract/ledger-reasons';
import { type VideoResolution, videoPrice, videoSize } from '@contract/studio';
import { ApiFailure } from '../../api/api-failure';
import type { Database } from '../../db/database';
import { studioItems } from '../../db/schema/studio-items';
import { newOpaqueId } from '../../lib/secrets';
import type { MediaStorage } from '../../providers/storage/media-storage';
import { createGenerationJob } from '../generation/generation-jobs';
import { debit } from '../ledger/ledger';
import { VIDEO_GENERATION_KIND } from './video-generation-kind';
import { findOwnUpload, findVideoSource } from './video-source';

type VideoOrder = Omit<EndpointInput<typeof generateVideoEndpoint>, 'lang'> & {
  resolution: VideoResolution;
  durationSeconds: number;
};

/**
 * Orders a clip: the source is found as the caller may see it before anything moves, then the
 * item, its job and the charge (per started 5 seconds) are written in one transaction. An
 * upload is taken again there under a row lock: one submitted for an age check in between is
 * no source any more.
 */
export async function orderVideo(
  db: Database,
  storage: MediaStorage,
  userId: string,
  order: VideoOrder,
  provider: { modelName: string; isDemo: boolean },
) {
  const source = await findVideoSource(db, storage, userId, order);
  const { width, height } = videoSize(order.resolution, source.width, source.height);
  const price = videoPrice(order.durationSeconds);
  return db.transaction(async (tx) => {
    if (source.isUpload && !(await findOwnUpload(tx, userId, source.mediaId, { lock: true }))) {
      throw new ApiFailure(REFUSAL_CODE.notFound, 'This photo does not exist');
    }
    const itemId = newOpaqueId();
    const job = await createGenerationJob(tx, {
      userId,
      kind: VIDEO_GENERATION_KIND,
      input: { itemId },
      charge: { currency: 'gold', amount: price },
    });
    await tx.insert(studioItems).values({
      id: itemId,
      ownerId: userId,
      kind: 'video',
      characterId: source.characterId,
      jobId: job.id,
      state: 'generating',
      prompt: '',
      width,
      height,
      cfg: 0,
      steps: 0,
      durationSeconds: order.durationSeconds,
      sourceMediaId: source.mediaId,
      isPrivate: source.mustBePrivate || (order.isPrivate ?? false),
      model: provider.modelName,
      isDemoModel: provider.isDemo,
      pricePaid: price,
    });
    const paid = await debit(tx, {
      userId,
      currency: 'gold',
      amount: price,
      reason: LEDGER_REASON.videoGeneration,
      reference: job.id,
    });
    if (!paid) {
      throw new ApiFailure(REFUSAL_CODE.notEnoughCoins, 'Not enough coins to make a video');
    }
    return { itemId, jobId: job.id, pricePaid: price };
  });
}
