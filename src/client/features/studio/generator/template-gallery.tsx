import { PHOTO_TEMPLATES, TEMPLATE_PICTURE_PATH } from '@contract/studio';
import { useLingui } from '@lingui/react/macro';
import { TEMPLATE_NAMES } from './template-names';

interface TemplateGalleryProps {
  selectedId: string | null;
  onPick(template: (typeof PHOTO_TEMPLATES)[number]): void;
}

/** Ready prompts to start from, each with the picture it draws: a tap puts its prompt in the box. */
export function TemplateGallery({ selectedId, onPick }: TemplateGalleryProps) {
  const { t, i18n } = useLingui();
  return (
    <fieldset className="studio-field">
      <legend className="studio-field__label">{t`Template`}</legend>
      <div className="picker-row">
        {PHOTO_TEMPLATES.map((template) => (
          <label
            key={template.id}
            className={`template-tile${selectedId === template.id ? ' template-tile--selected' : ''}`}
          >
            <input
              type="radio"
              name="photo-template"
              className="choice-input"
              checked={selectedId === template.id}
              onChange={() => onPick(template)}
            />
            <img
              className="tile-picture"
              src={`${TEMPLATE_PICTURE_PATH}/${template.id}.webp`}
              alt=""
              width={120}
              height={160}
              loading="lazy"
            />
            <span>{i18n._(TEMPLATE_NAMES[template.id])}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
