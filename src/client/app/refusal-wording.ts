import { formatUnlockTime } from '@client/features/chat/unlock-time';
import { formatDay } from '@client/features/settings/payments/format-date';
import {
  type ChatLockedDetails,
  REFUSAL_CODE,
  type SubscriptionCancelledDetails,
} from '@contract/api-codes';
import { CARD_LIMITS } from '@contract/character-cards';
import { PERSONA_LIMITS } from '@contract/personas';
import { PICTURE_MAX_PIXELS, PICTURE_MAX_SIDE } from '@contract/studio';
import { i18n } from '@lingui/core';
import { t } from '@lingui/core/macro';

const PICTURE_MAX_MEGAPIXELS = PICTURE_MAX_PIXELS / 1_000_000;
const CARD_MAX_MEGABYTES = CARD_LIMITS.fileBytes / 1024 / 1024;

/** The end of the paid period a `subscriptionCancelled` refusal carries, if it does. */
function periodEndOf(data: unknown): string | null {
  const end = (data as Partial<SubscriptionCancelledDetails> | null)?.currentPeriodEnd;
  return typeof end === 'string' ? end : null;
}

/** When a `chatLocked` refusal's lock ends: null for a lock without an end (or none sent). */
function lockEndOf(data: unknown): string | null {
  const end = (data as Partial<ChatLockedDetails> | null)?.lockedUntil;
  return typeof end === 'string' ? end : null;
}

/** Our wording of the business refusals, in the active language; `data` is the refusal's. */
export function refusalMessage(code: number | null, data: unknown = null): string | null {
  switch (code) {
    case REFUSAL_CODE.codeWrong:
      return t`The code is not correct`;
    case REFUSAL_CODE.codeExpired:
      return t`This code or link has expired; please ask for a new one`;
    case REFUSAL_CODE.codeLocked:
      return t`Too many wrong codes; please ask for a new one`;
    case REFUSAL_CODE.resendTooSoon:
      return t`Please wait a minute before asking for another code`;
    case REFUSAL_CODE.sendLimit:
      return t`Too many codes were sent; please try again in an hour`;
    case REFUSAL_CODE.methodTaken:
      return t`This sign-in method belongs to another account`;
    case REFUSAL_CODE.signInUnavailable:
      return t`This sign-in method is not available here`;
    case REFUSAL_CODE.signInRefused:
      return t`Sign-in could not be verified; please try again`;
    case REFUSAL_CODE.adultConfirmationNeeded:
      return t`Please confirm you are 18 or older first`;
    case REFUSAL_CODE.notFound:
      return t`Not found`;
    case REFUSAL_CODE.generationInProgress:
      return t`Wait for the reply before sending another message`;
    case REFUSAL_CODE.notEnoughEnergy:
      return t`Out of energy and coins. Get VIP, buy coins or wait for energy to refill.`;
    case REFUSAL_CODE.vipOnly:
      return t`This is for VIP members`;
    case REFUSAL_CODE.messageNotEditable:
      return t`This message cannot be changed`;
    case REFUSAL_CODE.generationFailed:
      return t`The reply could not be written; what you paid was refunded`;
    case REFUSAL_CODE.unsafeReply:
      return t`Reply withheld: it turned to sexual content involving minors, which is not allowed. You were not charged for it.`;
    case REFUSAL_CODE.featureOff:
      return t`This is not available right now`;
    case REFUSAL_CODE.tourQuotaUsed:
      return t`You used your free messages. Sign in to keep chatting.`;
    case REFUSAL_CODE.visitorUnknown:
      return t`This tour has ended. Open it again to start a new one.`;
    case REFUSAL_CODE.tooManyVisitors:
      return t`Too many tours were started from your network. Sign in to chat.`;
    case REFUSAL_CODE.notEnoughCoins:
      return t`Not enough coins`;
    case REFUSAL_CODE.giftLimit:
      return t`You sent today's gifts. VIP members send as many as they like.`;
    case REFUSAL_CODE.paymentNotSupported:
      return t`Payment not supported yet, wait for upgrade`;
    case REFUSAL_CODE.paymentMethodNotHere:
      return t`This payment method is not available here`;
    case REFUSAL_CODE.cardNotSupported:
      return t`Card not supported, use a PayPal account`;
    case REFUSAL_CODE.membershipAlreadyValid:
      return t`Your membership is already valid`;
    case REFUSAL_CODE.noSubscription:
      return t`You currently have no subscription and cannot cancel`;
    case REFUSAL_CODE.subscriptionCancelled: {
      const end = periodEndOf(data);
      if (!end) return t`Your subscription is already cancelled`;
      const endDate = formatDay(end, i18n.locale);
      return t`Your subscription is already cancelled. Your VIP stays until ${endDate}.`;
    }
    case REFUSAL_CODE.noLinkedCard:
      return t`You haven't linked a credit card yet. Please link one first`;
    case REFUSAL_CODE.orderNotPayable:
      return t`This order can no longer be paid`;
    case REFUSAL_CODE.smsFailed:
      return t`The code could not be sent by SMS. Check the number, or try again later.`;
    case REFUSAL_CODE.smsNumberRefused:
      return t`Codes can be texted only to mobile numbers in the countries we serve. Try another number, or sign in with email.`;
    case REFUSAL_CODE.smsPaused:
      return t`Codes by SMS are paused for a while. Try again later, or sign in with email.`;
    case REFUSAL_CODE.feedbackLimit:
      return t`You sent many payment reports today. Support will answer the ones you sent.`;
    case REFUSAL_CODE.pictureTooLarge:
      return t`This picture is too large. Send one of at most ${PICTURE_MAX_MEGAPIXELS} megapixels and ${PICTURE_MAX_SIDE} pixels a side.`;
    case REFUSAL_CODE.uploadLimit:
      return t`You uploaded many pictures recently. Please try again later.`;
    case REFUSAL_CODE.videoSourceShape:
      return t`This photo is too long and narrow for a video. Pick one closer to a portrait or landscape shape.`;
    case REFUSAL_CODE.pictureAlreadyUsed:
      return t`This picture was already made into a video. Take a new one for the age check.`;
    case REFUSAL_CODE.paymentFailed:
      return t`The payment may have run into a problem. Please wait, or contact support.`;
    case REFUSAL_CODE.characterGenerating:
      return t`Character is being generated, please wait`;
    case REFUSAL_CODE.characterStateWrong:
      return t`This cannot be done with the character right now`;
    case REFUSAL_CODE.publishIrreversible:
      return t`A public character cannot be made private again`;
    case REFUSAL_CODE.unsafePrompt:
      return t`Generation failed because content contained minors`;
    case REFUSAL_CODE.realPersonPrompt:
      return t`Generation failed because content named a real person`;
    case REFUSAL_CODE.rewardClaimed:
      return t`You already received this reward`;
    case REFUSAL_CODE.energyFull:
      return t`Your energy is full. Claim the gift once you have used some.`;
    case REFUSAL_CODE.surveyIncomplete:
      return t`Please answer every question first`;
    case REFUSAL_CODE.channelNotJoined:
      return t`We could not find you in the channel yet. Join it, then try again.`;
    case REFUSAL_CODE.telegramNeeded:
      return t`Open the app in Telegram, or link your Telegram account, to do this`;
    case REFUSAL_CODE.serviceOrderStateWrong:
      return t`This order has already moved on. Open My orders again to see where it stands.`;
    case REFUSAL_CODE.serviceOrderOwnCharacter:
      return t`You cannot order from yourself`;
    case REFUSAL_CODE.notACreator:
      return t`Publish one of your characters first`;
    case REFUSAL_CODE.verificationNeeded:
      return t`Verify your age first: the law where you live asks for it`;
    case REFUSAL_CODE.verificationStateWrong:
      return t`Your verification is already waiting for review or approved`;
    case REFUSAL_CODE.reportLimit:
      return t`You sent many reports today. Our moderators will look at the ones you sent.`;
    case REFUSAL_CODE.appealRefused:
      return t`This decision can no longer be appealed`;
    case REFUSAL_CODE.unsafePersona:
      return t`Not saved: your persona must be an adult, in its age and in its words.`;
    case REFUSAL_CODE.realPersonPersona:
      return t`Not saved: your persona cannot be a real person.`;
    case REFUSAL_CODE.offerClosed:
      return t`This photo was already opened. Nothing was charged again.`;
    case REFUSAL_CODE.unsafeOffer:
      return t`This photo cannot be made. Nothing was charged.`;
    case REFUSAL_CODE.personaLimit:
      return t`You can keep ${PERSONA_LIMITS.count} personas. Delete one to add another.`;
    case REFUSAL_CODE.unsafeScene:
      return t`Not saved: the scene must not involve a minor.`;
    case REFUSAL_CODE.realPersonScene:
      return t`Not saved: the scene cannot name a real person.`;
    case REFUSAL_CODE.unsafeChapter:
      return t`Not saved: a chapter must be about adults, in its ages and in its words.`;
    case REFUSAL_CODE.realPersonChapter:
      return t`Not saved: a chapter cannot be about a real person.`;
    case REFUSAL_CODE.chapterBeingWritten:
      return t`This chapter is being written. Wait a moment and try again.`;
    case REFUSAL_CODE.unsafeMessage:
      return t`Not sent: sexual content involving minors is not allowed. Nothing was charged.`;
    case REFUSAL_CODE.chatLocked: {
      const end = lockEndOf(data);
      if (!end) {
        return t`Your chat is paused by a moderator after messages refused for sexual content involving minors. Nothing was charged.`;
      }
      const until = formatUnlockTime(end, i18n.locale, new Date());
      return t`Your chat is paused until ${until} after messages refused for sexual content involving minors. Nothing was charged.`;
    }
    case REFUSAL_CODE.cardUnreadable:
      return t`This file is not a character card we can read. Send a PNG, JSON or CHARX card.`;
    case REFUSAL_CODE.cardTooLarge:
      return t`This card is too large: a card file is at most ${CARD_MAX_MEGABYTES} MB, unpacked too.`;
    case REFUSAL_CODE.cardOverLimit:
      return t`This card holds more than we take: a text is too long, or it has too many greetings or lorebook entries.`;
    case REFUSAL_CODE.unsafeCard:
      return t`Not imported: the card involves a minor. Nothing was saved.`;
    case REFUSAL_CODE.realPersonCard:
      return t`Not imported: the card names a real person. Nothing was saved.`;
    case REFUSAL_CODE.cardPictureTooLarge:
      return t`Not imported: the card's picture is over ${PICTURE_MAX_MEGAPIXELS} megapixels or ${PICTURE_MAX_SIDE} pixels a side.`;
    case REFUSAL_CODE.publishRightsNeeded:
      return t`Confirm that you may publish this imported character first.`;
    case REFUSAL_CODE.lorebookFull:
      return t`The lorebook is full. Delete an entry to add another.`;
    case REFUSAL_CODE.unsafeLoreEntry:
      return t`Not saved: the entry involves a minor or names a real person.`;
    case REFUSAL_CODE.unsafeCharacter:
      return t`This character cannot be public: her name, description, greeting, persona or scenario involves a minor or names a real person. Change it and try again.`;
    default:
      return null;
  }
}
