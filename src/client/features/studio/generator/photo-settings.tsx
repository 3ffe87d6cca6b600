import {
  CFG_RANGE,
  CLARITY_STEPS,
  type Clarity,
  NEGATIVE_PROMPT_MAX_LENGTH,
  PHOTO_SIZES,
  type PhotoSize,
} from '@contract/studio';
import { useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { useId } from 'react';
import { appConfigAtom } from '../../app-config/app-config-atom';
import type { PhotoForm } from '../photo-form';

interface PhotoSettingsProps {
  form: PhotoForm;
  onChange(change: Partial<PhotoForm>): void;
}

/** Where spec §5's best creativity range sits on the slider's track, in percent. */
const span = CFG_RANGE.max - CFG_RANGE.min;
const BEST_FROM = ((CFG_RANGE.bestMin - CFG_RANGE.min) / span) * 100;
const BEST_TO = ((CFG_RANGE.bestMax - CFG_RANGE.min) / span) * 100;

/** The generator's finer fields: negative prompt, size, model, creativity, clarity, privacy. */
export function PhotoSettings({ form, onChange }: PhotoSettingsProps) {
  const { t } = useLingui();
  const id = useId();
  const imageModel = useAtomValue(appConfigAtom)?.imageModel;
  const sizeNames: Record<PhotoSize, string> = {
    portrait: t`Portrait`,
    square: t`Square`,
    landscape: t`Landscape`,
  };
  const clarityNames: Record<Clarity, string> = { standard: t`Standard`, high: t`High` };
  const isBest = form.cfg >= CFG_RANGE.bestMin && form.cfg <= CFG_RANGE.bestMax;
  return (
    <>
      <div className="studio-field">
        <label className="studio-field__label" htmlFor={`${id}-negative`}>
          {t`Negative prompt`}
        </label>
        <textarea
          id={`${id}-negative`}
          className="studio-input"
          rows={2}
          dir="ltr"
          lang="en"
          maxLength={NEGATIVE_PROMPT_MAX_LENGTH}
          value={form.negativePrompt}
          placeholder="blurry, extra fingers, watermark"
          onChange={(event) => onChange({ negativePrompt: event.target.value })}
        />
      </div>
      <fieldset className="studio-field">
        <legend className="studio-field__label">{t`Size`}</legend>
        <div className="segmented">
          {(Object.keys(PHOTO_SIZES) as PhotoSize[]).map((size) => (
            <label
              key={size}
              className={`segmented__item${form.size === size ? ' segmented__item--selected' : ''}`}
            >
              <input
                type="radio"
                name="photo-size"
                className="choice-input"
                checked={form.size === size}
                onChange={() => onChange({ size })}
              />
              {sizeNames[size]}
              <small className="segmented__note">
                {PHOTO_SIZES[size].width}×{PHOTO_SIZES[size].height}
              </small>
            </label>
          ))}
        </div>
      </fieldset>
      <div className="studio-field studio-field--inline">
        <span className="studio-field__label">
          {t({ message: 'Model', context: 'the image model that draws the photo' })}
        </span>
        <span>
          {imageModel && !imageModel.isDemo
            ? imageModel.name
            : t`Demo model (drawn on this server)`}
        </span>
      </div>
      <div className="studio-field">
        <div className="studio-field__head">
          <label className="studio-field__label" htmlFor={`${id}-cfg`}>
            {t`Creativity`}
          </label>
          <output
            htmlFor={`${id}-cfg`}
            className={isBest ? 'cfg-value cfg-value--best' : 'cfg-value'}
          >
            {form.cfg}
          </output>
        </div>
        <input
          id={`${id}-cfg`}
          type="range"
          className="cfg-slider"
          min={CFG_RANGE.min}
          max={CFG_RANGE.max}
          step={0.5}
          value={form.cfg}
          aria-describedby={`${id}-cfg-hint`}
          style={
            { '--best-from': `${BEST_FROM}%`, '--best-to': `${BEST_TO}%` } as React.CSSProperties
          }
          onChange={(event) => onChange({ cfg: Number(event.target.value) })}
        />
        <p id={`${id}-cfg-hint`} className="studio-hint">
          {t`Best between ${CFG_RANGE.bestMin} and ${CFG_RANGE.bestMax} (the marked part).`}
        </p>
      </div>
      <fieldset className="studio-field">
        <legend className="studio-field__label">{t`Clarity`}</legend>
        <div className="segmented">
          {(Object.keys(CLARITY_STEPS) as Clarity[]).map((clarity) => (
            <label
              key={clarity}
              className={`segmented__item${form.clarity === clarity ? ' segmented__item--selected' : ''}`}
            >
              <input
                type="radio"
                name="photo-clarity"
                className="choice-input"
                checked={form.clarity === clarity}
                onChange={() => onChange({ clarity })}
              />
              {clarityNames[clarity]}
            </label>
          ))}
        </div>
      </fieldset>
      <label className="studio-switch">
        <input
          type="checkbox"
          checked={form.isPrivate}
          onChange={(event) => onChange({ isPrivate: event.target.checked })}
        />
        <span>
          <strong className="studio-switch__title">{t`Visible to me only`}</strong>
          <small className="studio-switch__note">
            {t`Otherwise the photo joins the community gallery.`}
          </small>
        </span>
      </label>
    </>
  );
}
