import { type RefObject, useEffect } from 'react';
import { useAppearance, useBridge } from './bridge-context';

/**
 * A computed CSS colour as `#rrggbb`, or null when it is see-through. Computed colours may come
 * back in any syntax (`rgb()`, `color(srgb …)` from color-mix), so a canvas turns them into bytes.
 */
function toHex(color: string): string | null {
  const context = document.createElement('canvas').getContext('2d', { willReadFrequently: true });
  if (!context) return null;
  context.fillStyle = color;
  context.fillRect(0, 0, 1, 1);
  const [red = 0, green = 0, blue = 0, alpha = 0] = context.getImageData(0, 0, 1, 1).data;
  if (alpha < 255) return null;
  return `#${[red, green, blue].map((part) => part.toString(16).padStart(2, '0')).join('')}`;
}

/**
 * Inside Telegram, colours Telegram's own header like the screen's header and its background and
 * bottom bar like the screen, so the Mini App reads as one surface; again when the theme changes.
 */
export function usePaintChrome(header: RefObject<HTMLElement | null>) {
  const bridge = useBridge();
  const appearance = useAppearance();
  // The theme is a trigger: the same elements compute new colours after it changes.
  // biome-ignore lint/correctness/useExhaustiveDependencies: appearance is the trigger
  useEffect(() => {
    const element = header.current;
    if (!bridge.paintChrome || !element) return;
    const frame = requestAnimationFrame(() => {
      const root = element.closest('.app-root') ?? document.body;
      const headerColor = toHex(getComputedStyle(element).backgroundColor);
      const background = toHex(getComputedStyle(root).backgroundColor);
      if (headerColor && background) bridge.paintChrome?.({ header: headerColor, background });
    });
    return () => cancelAnimationFrame(frame);
  }, [bridge, header, appearance]);
}
