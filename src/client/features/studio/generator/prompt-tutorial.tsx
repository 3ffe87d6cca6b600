import { BottomPopup } from '@client/components/bottom-popup/bottom-popup';
import { CFG_RANGE, PROMPT_KEYWORDS } from '@contract/studio';
import { useLingui } from '@lingui/react/macro';
import { Button } from '@telegram-apps/telegram-ui';

/** Example prompts of the tutorial: what good ones look like, each usable with a tap. */
const EXAMPLES = [
  'photo, cozy cafe, window seat, morning light, knit sweater, holding a coffee cup, soft smile, looking at camera, wooden table, plants, warm tones, candid, shallow depth of field, 50mm lens, high detail, sharp focus, natural skin, film grain, relaxed, autumn',
  'photo, rooftop at night, city skyline, neon reflections, black evening dress, wind in hair, confident smile, over the shoulder look, bokeh lights, cinematic lighting, moody, high contrast, 85mm lens, depth of field, high detail, sharp focus, glamour, elegant, summer night, urban',
  'anime style, cherry blossom park, spring, school uniform, ribbon, gentle smile, petals falling, blue sky, soft pastel colors, sunlight, wind, lively, detailed eyes, clean lines, high detail, vibrant, cheerful, afternoon, park bench, scenic',
] as const;

interface PromptTutorialProps {
  isOpen: boolean;
  onClose(): void;
  onUse(prompt: string): void;
}

/** The prompt tutorial (spec §5): the rules and examples to start from. */
export function PromptTutorial({ isOpen, onClose, onUse }: PromptTutorialProps) {
  const { t } = useLingui();
  const { min, max } = PROMPT_KEYWORDS;
  return (
    <BottomPopup isOpen={isOpen} onClose={onClose} label={t`How to write a prompt`}>
      <div className="prompt-tutorial">
        <h2>{t`How to write a prompt`}</h2>
        <ul>
          <li>{t`Write in English, keywords separated by commas.`}</li>
          <li>{t`Use ${min} to ${max} keywords: the place, her outfit, pose and expression, the light, the camera.`}</li>
          <li>{t`Her look comes from the character you pick: describe the moment, not her face.`}</li>
          <li>{t`Put what you do not want in the negative prompt, such as blurry or extra fingers.`}</li>
          <li>{t`Creativity ${CFG_RANGE.bestMin}–${CFG_RANGE.bestMax} works best: lower is freer, higher follows the prompt more strictly.`}</li>
          <li>{t`No minors and no real people: such prompts are refused.`}</li>
        </ul>
        <h3>{t`Examples`}</h3>
        {EXAMPLES.map((example) => (
          <figure key={example} className="prompt-example">
            <blockquote dir="ltr" lang="en">
              {example}
            </blockquote>
            <Button
              size="s"
              mode="bezeled"
              onClick={() => {
                onUse(example);
                onClose();
              }}
            >
              {t`Use this prompt`}
            </Button>
          </figure>
        ))}
      </div>
    </BottomPopup>
  );
}
