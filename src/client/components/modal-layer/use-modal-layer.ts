import { useBackButtonClosesLayer } from '@client/bridge/bridge-context';
import { type RefObject, useEffect, useRef } from 'react';

/** Marks what stays usable under every dialog: the toasts, which must still be read. */
export const STAYS_LIVE_ATTRIBUTE = 'data-stays-live';

/**
 * Makes `layer` behave like a modal dialog while it is open: the rest of the app becomes inert (no
 * focus, no clicks, hidden from screen readers), focus moves into the layer (its `[data-autofocus]`
 * element, or its focusable dialog element) and returns where it was on close, and Escape (and
 * Telegram's back button) calls `onEscape`.
 *
 * The native `<dialog>` does the same, but its top layer would hide the toasts and the
 * confirmation dialogs opened over a sheet; layers here stack in the page, each new one making
 * the ones under it inert until it closes.
 */
export function useModalLayer(
  layer: RefObject<HTMLElement | null>,
  { isOpen, onEscape }: { isOpen: boolean; onEscape?: (() => void) | undefined },
) {
  const onEscapeRef = useRef(onEscape);
  onEscapeRef.current = onEscape;
  useBackButtonClosesLayer(isOpen, onEscape);

  useEffect(() => {
    const root = layer.current;
    if (!isOpen || !root) return;
    const returnFocusTo =
      document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const madeInert = makeRestInert(root);
    const target =
      root.querySelector<HTMLElement>('[data-autofocus]') ??
      root.querySelector<HTMLElement>('[role="dialog"][tabindex="-1"]') ??
      root;
    target.focus({ preventScroll: true });

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !onEscapeRef.current) return;
      event.stopPropagation();
      onEscapeRef.current();
    };
    root.addEventListener('keydown', onKeyDown);
    return () => {
      root.removeEventListener('keydown', onKeyDown);
      for (const element of madeInert) element.inert = false;
      if (returnFocusTo?.isConnected && !returnFocusTo.closest('[inert]')) {
        returnFocusTo.focus({ preventScroll: true });
      }
    };
  }, [isOpen, layer]);
}

/**
 * Sets `inert` on everything beside the path from the page's body down to `layer`, except the
 * live regions; answers what it changed, so closing restores exactly that.
 */
function makeRestInert(layer: HTMLElement): HTMLElement[] {
  const changed: HTMLElement[] = [];
  let node: HTMLElement | null = layer;
  while (node && node !== document.body) {
    const parent: HTMLElement | null = node.parentElement;
    for (const sibling of parent?.children ?? []) {
      if (sibling === node || !(sibling instanceof HTMLElement)) continue;
      if (sibling.inert || sibling.hasAttribute(STAYS_LIVE_ATTRIBUTE)) continue;
      if (sibling.tagName === 'SCRIPT' || sibling.tagName === 'STYLE') continue;
      sibling.inert = true;
      changed.push(sibling);
    }
    node = parent;
  }
  return changed;
}
