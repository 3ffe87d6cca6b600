import type { CustomCharacterPersona } from '@contract/api/custom-character-endpoints';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Button } from '@telegram-apps/telegram-ui';
import { useState } from 'react';

type PersonaField = keyof CustomCharacterPersona;

/** Her texts in reading order, with the longest each may be (the contract's limits). */
const FIELDS: Array<{ field: PersonaField; title: MessageDescriptor; max: number }> = [
  { field: 'description', title: msg`About`, max: 2000 },
  { field: 'personality', title: msg`Personality`, max: 500 },
  { field: 'greeting', title: msg`First message`, max: 1000 },
  { field: 'scenario', title: msg`How you meet`, max: 2000 },
  { field: 'story', title: msg`Your first story`, max: 4000 },
];

export interface PersonaFieldsProps {
  persona: CustomCharacterPersona;
  /** Saves one changed text; rejects when the server refused it (the listener showed why). */
  onSave(field: PersonaField, text: string): Promise<void>;
}

/** The persona the chat model wrote for her, each text editable in place. */
export function PersonaFields({ persona, onSave }: PersonaFieldsProps) {
  const { t, i18n } = useLingui();
  const [editing, setEditing] = useState<PersonaField | null>(null);
  const [text, setText] = useState('');
  const [isSaving, setIsSaving] = useState(false);

  const save = async (field: PersonaField) => {
    if (!text.trim()) return;
    setIsSaving(true);
    try {
      await onSave(field, text.trim());
      setEditing(null);
    } catch {
      // Shown by the API error listener; the text stays open to fix.
    } finally {
      setIsSaving(false);
    }
  };

  return (
    <div className="persona">
      {FIELDS.map(({ field, title, max }) => {
        const label = i18n._(title);
        return (
          <section key={field} className="persona__field">
            <div className="persona__head">
              <h3>{label}</h3>
              {editing !== field && (
                <button
                  type="button"
                  className="text-button"
                  aria-label={t`Edit ${label}`}
                  onClick={() => {
                    setEditing(field);
                    setText(persona[field]);
                  }}
                >
                  {t`Edit`}
                </button>
              )}
            </div>
            {editing === field ? (
              <>
                <textarea
                  dir="auto"
                  className="text-field field__input field__input--tall"
                  aria-label={label}
                  value={text}
                  maxLength={max}
                  onChange={(event) => setText(event.target.value)}
                />
                <div className="persona__actions">
                  <Button size="s" mode="gray" onClick={() => setEditing(null)}>
                    {t`Cancel`}
                  </Button>
                  <Button
                    size="s"
                    loading={isSaving}
                    disabled={!text.trim()}
                    onClick={() => void save(field)}
                  >
                    {t`Save`}
                  </Button>
                </div>
              </>
            ) : (
              <p className="persona__text" dir="auto">
                {persona[field] || <span className="persona__empty">{t`Not written yet`}</span>}
              </p>
            )}
          </section>
        );
      })}
    </div>
  );
}
