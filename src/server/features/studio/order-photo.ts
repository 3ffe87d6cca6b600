import type { EndpointInput } from '@contract/api/endpoint';
import type { generatePhotoEndpoint } from '@contract/api/studio-endpoints';
import { REFUSAL_CODE } from '@contract/api-codes';
import { PHOTO_GENERATION_COIN_COST } from '@contract/constants';
import { LEDGER_REASON } from '@contract/ledger-reasons';
import { CLARITY_STEPS, PHOTO_SIZES } from '@contract/studio';
import { ApiFailure } from '../../api/api-failure';
import type { Database } from '../../db/database';
import { studioItems } from '../../db/schema/studio-items';
import { newOpaqueId } from '../../lib/secrets';
import { findVisibleCharacter } from '../characters/character-queries';
import { assertSafeOrder } from '../custom-characters/order-safety';
import { createGenerationJob } from '../generation/generation-jobs';
import { debit } from '../ledger/ledger';
import { PHOTO_GENERATION_KIND } from './photo-generation-kind';

/** The ledger reason of a photo's charge; the reference is its job. */
const PHOTO_CHARGE_REASON = LEDGER_REASON.photoGeneration;

type PhotoOrder = Omit<EndpointInput<typeof generatePhotoEndpoint>, 'lang'> & {
  size: keyof typeof PHOTO_SIZES;
};

/**
 * Orders a photo: the prompt is checked before anything moves (spec §5: no minors, no real
 * people), then the item, its job and the 50-coin charge are written in one transaction.
 */
export async function orderPhoto(
  db: Database,
  userId: string,
  order: PhotoOrder,
  provider: { modelName: string; isDemo: boolean },
) {
  assertSafeOrder([order.prompt]);
  const character = await findVisibleCharacter(db, order.characterId, userId);
  const { width, height } = PHOTO_SIZES[order.size];
  return db.transaction(async (tx) => {
    const itemId = newOpaqueId();
    const job = await createGenerationJob(tx, {
      userId,
      kind: PHOTO_GENERATION_KIND,
      input: { itemId },
      charge: { currency: 'gold', amount: PHOTO_GENERATION_COIN_COST },
    });
    await tx.insert(studioItems).values({
      id: itemId,
      ownerId: userId,
      kind: 'photo',
      characterId: character.id,
      jobId: job.id,
      state: 'generating',
      prompt: order.prompt ?? '',
      negativePrompt: order.negativePrompt ?? '',
      width,
      height,
      cfg: order.cfg ?? 7,
      steps: CLARITY_STEPS[order.clarity ?? 'standard'],
      templateId: order.templateId ?? null,
      isPrivate: order.isPrivate ?? false,
      model: provider.modelName,
      isDemoModel: provider.isDemo,
      pricePaid: PHOTO_GENERATION_COIN_COST,
    });
    const paid = await debit(tx, {
      userId,
      currency: 'gold',
      amount: PHOTO_GENERATION_COIN_COST,
      reason: PHOTO_CHARGE_REASON,
      reference: job.id,
    });
    if (!paid) {
      throw new ApiFailure(REFUSAL_CODE.notEnoughCoins, 'Not enough coins to generate a photo');
    }
    return { itemId, jobId: job.id, pricePaid: PHOTO_GENERATION_COIN_COST };
  });
}
