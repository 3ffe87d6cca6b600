import { REFUSAL_CODE } from '@contract/api-codes';
import { BRANDS } from '@contract/brands';
import { TELEGRAM_INIT_DATA_MAX_AGE_S } from '@contract/constants';
import { LOGIN_TYPE } from '@contract/enums';
import { type LocaleCode, matchLanguageTag } from '@contract/locales';
import { decodeStartParam, type StartParams } from '@contract/start-params';
import { parse, validate } from '@tma.js/init-data-node';
import { ApiFailure } from '../../api/api-failure';
import type { Env } from '../../config/env';
import type { ProvenIdentity } from './sign-in';

/** How far ahead of our clock a launch may be dated: clocks of phones and servers drift a little. */
const TELEGRAM_CLOCK_DRIFT_MS = 5 * 60 * 1000;

export interface TelegramLaunch {
  telegramId: string;
  name: string;
  lang: LocaleCode | null;
  /** Decoded from the signed `start_param`, so `u` and `ch` can be trusted. */
  startParams: StartParams;
}

/**
 * Checks the raw init data of a Mini App launch: signed with our bot's token, at most 24 h old and
 * not dated in the future, and carrying a user. Only brands that offer Telegram sign-in accept it.
 */
export function verifyTelegramInitData(env: Env, initData: string): TelegramLaunch {
  if (!env.TELEGRAM_BOT_TOKEN || !BRANDS[env.BRAND].loginTypes.includes(LOGIN_TYPE.telegram)) {
    throw new ApiFailure(REFUSAL_CODE.signInUnavailable, 'Telegram sign-in is not offered here');
  }
  let parsed: ReturnType<typeof parse>;
  try {
    validate(initData, env.TELEGRAM_BOT_TOKEN, { expiresIn: TELEGRAM_INIT_DATA_MAX_AGE_S });
    parsed = parse(initData);
  } catch (error) {
    const expired = error instanceof Error && /expired/i.test(error.name + error.message);
    throw new ApiFailure(
      REFUSAL_CODE.signInRefused,
      expired
        ? 'Telegram launch data has expired; please reopen the app'
        : 'Telegram launch data could not be verified',
    );
  }
  // The library only checks the age; a date ahead of our clock (beyond drift) was never Telegram's.
  if (parsed.auth_date.getTime() > Date.now() + TELEGRAM_CLOCK_DRIFT_MS) {
    throw new ApiFailure(REFUSAL_CODE.signInRefused, 'Telegram launch data is dated in the future');
  }
  const user = parsed.user;
  if (!user) throw new ApiFailure(REFUSAL_CODE.signInRefused, 'Telegram launch data has no user');
  return {
    telegramId: String(user.id),
    name: [user.first_name, user.last_name].filter(Boolean).join(' ') || (user.username ?? ''),
    lang: user.language_code ? matchLanguageTag(user.language_code) : null,
    startParams: decodeStartParam(parsed.start_param),
  };
}

/** The Telegram account of a verified launch, as a sign-in method. */
export function telegramIdentity(launch: TelegramLaunch): ProvenIdentity {
  return { kind: 'telegram', subject: launch.telegramId, label: launch.name || launch.telegramId };
}
