import { BRAND } from '@client/config/build-config';
import { useAtomValue } from 'jotai';
import { appConfigAtom } from './app-config-atom';

/** The support address: the server's config once loaded, the build's brand until then. */
export function useSupportEmail(): string {
  return useAtomValue(appConfigAtom)?.supportEmail ?? BRAND.supportEmail;
}
