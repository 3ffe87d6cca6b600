import { PageFrame } from '@client/components/page-frame/page-frame';
import { useGoBack } from '@client/components/page-frame/use-go-back';
import { TOUCH_EMULATOR_OFFSET_PX } from '@contract/constants';
import { ROUTES } from '@contract/routes';
import { useLingui } from '@lingui/react/macro';
import { Switch } from '@telegram-apps/telegram-ui';
import { type PointerEvent, useState } from 'react';
import { addPointer, movePointer, removePointer, type TouchPoint } from './touch-points';
import './touch-test-screen.css';

/** Multi-touch test: shows every finger on the pad; a mouse can emulate a second finger. */
export default function TouchTestScreen() {
  const { t } = useLingui();
  const goBack = useGoBack(ROUTES.settings);
  const [points, setPoints] = useState<TouchPoint[]>([]);
  const [isEmulating, setIsEmulating] = useState(false);

  const position = (event: PointerEvent<HTMLDivElement>) => {
    const rect = event.currentTarget.getBoundingClientRect();
    return { x: Math.round(event.clientX - rect.left), y: Math.round(event.clientY - rect.top) };
  };
  const emulate = (event: PointerEvent) => isEmulating && event.pointerType === 'mouse';
  const count = points.length;
  const offset = TOUCH_EMULATOR_OFFSET_PX;

  return (
    <PageFrame title={t`Touch test`} onBack={goBack}>
      <div className="touch-test__option">
        <Switch
          aria-labelledby="touch-test-emulate"
          checked={isEmulating}
          onChange={(event) => setIsEmulating(event.target.checked)}
        />
        <span id="touch-test-emulate">
          {t`Emulate a second finger with the mouse (${offset} px apart)`}
        </span>
      </div>
      <p className="touch-test__count" aria-live="polite">
        {t`Touches: ${count}`}
      </p>
      <div
        className="touch-test__pad"
        data-testid="touch-pad"
        onPointerDown={(event) => {
          event.currentTarget.setPointerCapture(event.pointerId);
          setPoints((current) =>
            addPointer(current, event.pointerId, position(event), emulate(event)),
          );
        }}
        onPointerMove={(event) =>
          setPoints((current) => movePointer(current, event.pointerId, position(event)))
        }
        onPointerUp={(event) => setPoints((current) => removePointer(current, event.pointerId))}
        onPointerCancel={(event) => setPoints((current) => removePointer(current, event.pointerId))}
      >
        {points.map((point) => (
          <span
            key={point.key}
            className={`touch-test__point${point.isEmulated ? ' touch-test__point--emulated' : ''}`}
            style={{ transform: `translate(${point.x - 28}px, ${point.y - 28}px)` }}
          >
            {point.x},{point.y}
          </span>
        ))}
      </div>
    </PageFrame>
  );
}
