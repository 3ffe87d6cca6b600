import { useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { appConfigAtom } from '../app-config/app-config-atom';
import './demo-model-note.css';

/**
 * A discreet line under a chat's header while this server answers with its scripted demo model:
 * a visitor's first chat (the tour) says so too, not only Chat settings (issue 33).
 */
export function DemoModelNote() {
  const { t } = useLingui();
  const isDemo = useAtomValue(appConfigAtom)?.chatModel === 'demo';
  if (!isDemo) return null;
  return (
    <p className="demo-model-note" role="note">
      {t`Demo model: replies are scripted on this server, not written by an AI`}
    </p>
  );
}
