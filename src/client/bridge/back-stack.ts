import type { Bridge } from './bridge-types';

/** Who Telegram's one back button serves: an open sheet or dialog before the screen under it. */
export const BACK_PRIORITY = { screen: 0, layer: 1 } as const;

interface BackEntry {
  onBack: () => void;
  priority: number;
  order: number;
}

export interface BackStack {
  /** Puts a back action on the stack; answers the function that takes it off. */
  push(onBack: () => void, priority: number): () => void;
}

/**
 * Telegram has one back button, but a screen and the sheet open over it both want it. Each press
 * goes to the action on top: the highest priority, and of those the latest pushed; the button
 * shows while any action is on the stack.
 */
export function createBackStack(button: Bridge['backButton']): BackStack {
  const entries = new Set<BackEntry>();
  let order = 0;
  let unsubscribe: (() => void) | null = null;

  const top = () => {
    let best: BackEntry | null = null;
    for (const entry of entries) {
      if (
        !best ||
        entry.priority > best.priority ||
        (entry.priority === best.priority && entry.order > best.order)
      ) {
        best = entry;
      }
    }
    return best;
  };

  const sync = () => {
    if (entries.size > 0) {
      unsubscribe ??= button.onClick(() => top()?.onBack());
      button.show();
    } else {
      unsubscribe?.();
      unsubscribe = null;
      button.hide();
    }
  };

  return {
    push(onBack, priority) {
      const entry = { onBack, priority, order: order++ };
      entries.add(entry);
      sync();
      return () => {
        entries.delete(entry);
        sync();
      };
    },
  };
}
