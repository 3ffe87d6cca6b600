import { useExclusiveAction } from '@client/lib/use-exclusive-action';
import type { CustomCharacterDetail } from '@contract/api/custom-character-endpoints';
import type { CardExportFormat } from '@contract/character-cards';
import { useLingui } from '@lingui/react/macro';
import { Button } from '@telegram-apps/telegram-ui';
import { lazy, Suspense, useState } from 'react';
import { exportCard } from './api/export-card';
import './cards.css';

const LorebookEditor = lazy(() => import('./lorebook-editor'));

/** Saves a file the server sent (base64) under its name. */
function saveFile(file: { fileName: string; mimeType: string; base64: string }) {
  const bytes = Uint8Array.from(atob(file.base64), (letter) => letter.charCodeAt(0));
  const url = URL.createObjectURL(new Blob([bytes], { type: file.mimeType }));
  const link = document.createElement('a');
  link.href = url;
  link.download = file.fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started by the time the page goes on; the address is freed a minute later.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** "Based on…": an imported card's creator and sources, as her page credits them. */
function BasedOn({ creator, sources }: { creator: string; sources: string[] }) {
  const { t } = useLingui();
  const from = sources.join(', ');
  let text = t`Based on an imported character card`;
  if (creator && from) text = t`Based on a card by ${creator} (${from})`;
  else if (creator) text = t`Based on a card by ${creator}`;
  else if (from) text = t`Based on a card from ${from}`;
  return (
    <p className="card-panel__credit" dir="auto">
      {text}
    </p>
  );
}

/** Her card on her creator's page: credits, export as PNG or JSON, and her lorebook. */
export function CardPanel({ character }: { character: CustomCharacterDetail }) {
  const { t } = useLingui();
  const exporting = useExclusiveAction();
  const [showsLorebook, setShowsLorebook] = useState(false);
  const download = (format: CardExportFormat) =>
    exporting.run(async () => {
      saveFile(await exportCard({ characterId: character.characterId, format }));
    });
  return (
    <section className="card-panel" aria-label={t`Character card`}>
      {character.card && (
        <BasedOn creator={character.card.creator} sources={character.card.sources} />
      )}
      <div className="card-panel__exports">
        <Button
          size="m"
          mode="bezeled"
          stretched
          loading={exporting.isBusy}
          onClick={() => download('png')}
        >
          {t`Export card (PNG)`}
        </Button>
        <Button
          size="m"
          mode="bezeled"
          stretched
          loading={exporting.isBusy}
          onClick={() => download('json')}
        >
          {t`Export card (JSON)`}
        </Button>
      </div>
      <Button size="m" mode="gray" stretched onClick={() => setShowsLorebook((shown) => !shown)}>
        {showsLorebook ? t`Hide lorebook` : t`Lorebook`}
      </Button>
      {showsLorebook && (
        <Suspense fallback={<div className="app-screen-loading" aria-busy="true" />}>
          <LorebookEditor characterId={character.characterId} />
        </Suspense>
      )}
    </section>
  );
}
