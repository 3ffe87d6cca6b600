/**
 * Why a ledger row moved energy or coins, once for the server (which writes them) and the client
 * (which names them in the coin history).
 */
export const LEDGER_REASON = {
  energyRecovery: 'energy_recovery',
  invite: 'invite',
  chatMessage: 'chat_message',
  chatRefund: 'chat_refund',
  chatRegenerate: 'chat_regenerate',
  chatRegenerateRefund: 'chat_regenerate_refund',
  gift: 'gift',
  giftRefund: 'gift_refund',
  /** The coins that come with a VIP plan; the reference is the order. */
  vipGiftCoins: 'vip_gift_coins',
  /** Energy filled to the VIP cap with a VIP purchase; the reference is the order. */
  vipEnergy: 'vip_energy',
  /** A coin pack bought; the reference is the order. */
  goldPurchase: 'gold_purchase',
  /** A created character's charge; the reference is its generation job. */
  customCharacter: 'custom_character',
  /** A studio photo's charge; the reference is its generation job. */
  photoGeneration: 'photo_generation',
  /** A studio video's charge; the reference is its generation job. */
  videoGeneration: 'video_generation',
  /** A paid generation (character, photo, video) that finally failed, paid back; the reference is the job. */
  generationRefund: 'generation_refund',
  /** The home-screen gift (spec §9), once per user; the reference is the user. */
  homeScreen: 'home_screen',
  /** The finished survey's coins (spec §9), once per user; the reference is the user. */
  survey: 'survey',
  /** The support channel's join gift (spec §9), once per user; the reference is the user. */
  supportChannelGift: 'support_channel_gift',
  /** A channel member's bonus coins on a coin pack; the reference is the order. */
  supportChannelBonus: 'support_channel_bonus',
  /** A purchase paid back (support refund): its coins taken back, as far as they are left. */
  purchaseRefund: 'purchase_refund',
  /** A commission's price held from its buyer; the reference is the service order. */
  serviceOrderHold: 'service_order_hold',
  /** A commission's held price given back (cancelled, rejected, expired); the reference is the order. */
  serviceOrderRefund: 'service_order_refund',
  /** A delivered commission's price minus the platform share, to its creator; the reference is the order. */
  serviceOrderEarning: 'service_order_earning',
  /** Hearing her speak a reply or a voice note (issue 35); the reference is the play and its attempt. */
  speech: 'speech',
  /** A failed synthesis paid back; the reference is the play's charge. */
  speechRefund: 'speech_refund',
} as const;
