import { PageFrame } from '@client/components/page-frame/page-frame';
import { useGoBack } from '@client/components/page-frame/use-go-back';
import { BRAND } from '@client/config/build-config';
import { ROUTES, type RouteId } from '@contract/routes';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';

interface FrameConfig {
  /** Page title; the brand name when absent. */
  title?: MessageDescriptor;
  /** Where back leads when there is no history; no back button when absent. */
  backTo?: string;
  hasBottomNav?: boolean;
}

/**
 * Screens whose content belongs to later work (landings, creation): each shows
 * its real frame (title, back, navigation) and nothing else until its feature lands.
 */
export const FRAMES: Partial<Record<RouteId, FrameConfig>> = {
  landing: {},
  landingRole1: {},
  landingRole2: {},
  landingRole3: {},
  landing2: {},
};

/** The frame of one of the screens above. */
export default function FrameScreen({ routeId }: { routeId: RouteId }) {
  const { i18n } = useLingui();
  const config = FRAMES[routeId] ?? {};
  const goBack = useGoBack(config.backTo ?? ROUTES.home);
  return (
    <PageFrame
      title={config.title ? i18n._(config.title) : BRAND.title}
      onBack={config.backTo ? goBack : null}
      hasBottomNav={config.hasBottomNav ?? false}
    />
  );
}
