import type { ServiceOrderKind, ServiceOrderState, SocialLinkKind } from '@contract/service-orders';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** What each kind of commission is called. */
export const ORDER_KIND_LABELS: Record<ServiceOrderKind, MessageDescriptor> = {
  photo_set: msg`Photo set`,
  story: msg`Story`,
  custom_character: msg`Custom character`,
};

/** A line on what each kind gets the buyer. */
export const ORDER_KIND_HINTS: Record<ServiceOrderKind, MessageDescriptor> = {
  photo_set: msg`A set of photos of her, made to your wishes`,
  story: msg`A story with her, written to your idea`,
  custom_character: msg`A new character made to your description`,
};

/** Where an order stands, as its buyer and creator read it. */
export const ORDER_STATE_LABELS: Record<ServiceOrderState, MessageDescriptor> = {
  created: msg`Waiting for the creator`,
  cancelled: msg`Cancelled, coins returned`,
  confirmed: msg`Accepted, in progress`,
  verified: msg`Delivered`,
  rejected: msg`Declined, coins returned`,
  expired: msg`Expired, coins returned`,
};

/** The names of the networks a creator may link to. */
export const SOCIAL_KIND_LABELS: Record<SocialLinkKind, MessageDescriptor> = {
  instagram: msg`Instagram`,
  x: msg`X`,
  tiktok: msg`TikTok`,
  youtube: msg`YouTube`,
  patreon: msg`Patreon`,
  website: msg`Website`,
  other: msg`Other`,
};
