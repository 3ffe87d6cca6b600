import { BRANDS, type BrandConfig } from '@contract/brands';

/** Settings fixed when the client was built (validated by vite.config.ts). */
export const BUILD_ID: string = __BUILD_ID__;
export const BRAND: BrandConfig = BRANDS[__BRAND__];
export const API_SIGN_SECRET: string = __API_SIGN_SECRET__;
