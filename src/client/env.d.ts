/// <reference types="vite/client" />

/** Id of this client build; `dev` under the dev server. Set by vite.config.ts. */
declare const __BUILD_ID__: string;
/** Brand key fixed at build time. */
declare const __BRAND__: import('@contract/brands').BrandKey;
/** The request-signing secret (an integrity check, not authentication). */
declare const __API_SIGN_SECRET__: string;
