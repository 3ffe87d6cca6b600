import { REFUSAL_CODE } from '@contract/api-codes';
import { BRANDS } from '@contract/brands';
import { LOGIN_TYPE } from '@contract/enums';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { ApiFailure } from '../../api/api-failure';
import type { Env } from '../../config/env';
import type { ProvenIdentity } from './sign-in';

export interface GoogleAccount {
  sub: string;
  email: string | null;
  emailVerified: boolean;
  name: string | null;
}

export type GoogleVerifier = (credential: string) => Promise<GoogleAccount>;

const GOOGLE_ISSUERS = ['accounts.google.com', 'https://accounts.google.com'];

/** Whether this server offers Google sign-in: the brand allows it and a client id is set. */
export function isGoogleSignInOffered(env: Env): boolean {
  return Boolean(env.GOOGLE_CLIENT_ID) && BRANDS[env.BRAND].loginTypes.includes(LOGIN_TYPE.google);
}

/**
 * Verifies Google ID tokens against Google's published keys (fetched and cached by jose), our
 * client id as audience, Google's issuers and the expiry.
 */
export function createGoogleVerifier(env: Env): GoogleVerifier {
  const keys = createRemoteJWKSet(new URL(env.GOOGLE_JWKS_URL));
  return async (credential) => {
    if (!isGoogleSignInOffered(env) || !env.GOOGLE_CLIENT_ID) {
      throw new ApiFailure(REFUSAL_CODE.signInUnavailable, 'Google sign-in is not offered here');
    }
    let payload: Awaited<ReturnType<typeof jwtVerify>>['payload'];
    try {
      ({ payload } = await jwtVerify(credential, keys, {
        issuer: GOOGLE_ISSUERS,
        audience: env.GOOGLE_CLIENT_ID,
        algorithms: ['RS256'],
      }));
    } catch {
      throw new ApiFailure(REFUSAL_CODE.signInRefused, 'The Google sign-in could not be verified');
    }
    if (typeof payload.sub !== 'string' || payload.sub === '') {
      throw new ApiFailure(REFUSAL_CODE.signInRefused, 'The Google sign-in could not be verified');
    }
    return {
      sub: payload.sub,
      email: typeof payload.email === 'string' ? payload.email.toLowerCase() : null,
      emailVerified: payload.email_verified === true,
      name: typeof payload.name === 'string' ? payload.name : null,
    };
  };
}

/** The Google account of a verified ID token, as a sign-in method. */
export function googleIdentity(account: GoogleAccount): ProvenIdentity {
  return { kind: 'google', subject: account.sub, label: account.email ?? account.name ?? 'Google' };
}
