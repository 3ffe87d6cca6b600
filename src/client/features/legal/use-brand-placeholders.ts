import { BRAND } from '@client/config/build-config';

/** The brand's name and support address that legal texts refer to. */
export function useBrandPlaceholders() {
  return { brand: BRAND.title, supportEmail: BRAND.supportEmail };
}
