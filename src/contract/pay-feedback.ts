/** Longest account of a payment problem a buyer may send support. */
export const PAY_FEEDBACK_MAX_LENGTH = 2000;
/** Longest contact (an address, a Telegram handle) beside it. */
export const PAY_FEEDBACK_CONTACT_MAX_LENGTH = 200;
