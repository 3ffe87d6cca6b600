import { showToast } from '@client/components/toast/toast-store';
import { loadRefusalWording } from '@client/app/load-refusal-wording';
import { useExclusiveAction } from '@client/lib/use-exclusive-action';
import { CARD_LIMITS } from '@contract/character-cards';
import { useLingui } from '@lingui/react/macro';
import { useRef } from 'react';
import { useLocation } from 'wouter';
import { CardImportRefused, uploadCard } from './api/upload-card';
import './cards.css';

/** What the file picker offers: card PNGs, JSON and CHARX zips. */
const CARD_FILE_TYPES = '.png,.json,.charx,image/png,application/json';

/**
 * "Import a character card" on My characters: a PNG, JSON or CHARX card (V1, V2 or V3) from
 * another app becomes a private draft, opened for review.
 */
export function ImportCardButton() {
  const { t, i18n } = useLingui();
  const [, navigate] = useLocation();
  const input = useRef<HTMLInputElement>(null);
  const importing = useExclusiveAction();
  const maxMegabytes = CARD_LIMITS.fileBytes / 1024 / 1024;

  const importFile = (file: File) =>
    importing.run(async () => {
      if (file.size > CARD_LIMITS.fileBytes) {
        showToast(t`A card file is at most ${maxMegabytes} MB`);
        return;
      }
      try {
        const { characterId } = await uploadCard(file, i18n.locale);
        navigate(`/my-roles/${characterId}`);
      } catch (error) {
        if (!(error instanceof CardImportRefused)) throw error;
        const { refusalMessage } = await loadRefusalWording();
        showToast(
          refusalMessage(error.code) ??
            t`This file could not be imported. Send a character card: a PNG, JSON or CHARX file.`,
        );
      }
    });

  return (
    <div className="import-card">
      <button
        type="button"
        className="import-card__button"
        disabled={importing.isBusy}
        aria-busy={importing.isBusy}
        onClick={() => input.current?.click()}
      >
        <strong>{importing.isBusy ? t`Importing…` : t`Import a character card`}</strong>
        <small>{t`A PNG, JSON or CHARX card from another app. You review her before she is yours.`}</small>
      </button>
      <input
        ref={input}
        className="import-card__input"
        type="file"
        accept={CARD_FILE_TYPES}
        aria-label={t`Character card file`}
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          event.currentTarget.value = '';
          if (file) void importFile(file);
        }}
      />
    </div>
  );
}
