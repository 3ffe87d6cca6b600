import { BRAND } from '@client/config/build-config';
import { useSupportEmail } from '@client/features/app-config/use-support-email';

/** The brand's name and support address that legal texts refer to. */
export function useBrandPlaceholders() {
  return { brand: BRAND.title, supportEmail: useSupportEmail() };
}
