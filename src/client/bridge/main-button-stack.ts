import type { Bridge } from './bridge-types';

/** A screen's main action, carried by Telegram's bottom button. */
export interface MainAction {
  text: string;
  onClick: () => void;
  isEnabled?: boolean;
  /** Shows Telegram's progress on the button; presses are ignored meanwhile. */
  isLoading?: boolean;
}

export interface MainButtonStack {
  /** Puts an action on the stack (read again on each refresh); answers its removal. */
  push(read: () => MainAction): () => void;
  /** Draws the button for the action on top, after that action changed. */
  refresh(): void;
}

/**
 * Telegram has one main button, while a screen and the sheet open over it may each have a main
 * action (Continue on the premium page, then Pay in the checkout over it). The latest pushed is
 * shown; when it goes, the one under it comes back.
 */
export function createMainButtonStack(button: Bridge['mainButton']): MainButtonStack {
  const entries: Array<{ read: () => MainAction }> = [];
  let unsubscribe: (() => void) | null = null;

  const refresh = () => {
    const top = entries.at(-1)?.read();
    if (!top) {
      button.setState({ isVisible: false, isLoading: false });
      unsubscribe?.();
      unsubscribe = null;
      return;
    }
    button.setState({
      text: top.text,
      isVisible: true,
      isEnabled: top.isEnabled ?? true,
      isLoading: top.isLoading ?? false,
    });
    unsubscribe ??= button.onClick(() => {
      const current = entries.at(-1)?.read();
      if (current && (current.isEnabled ?? true) && !current.isLoading) current.onClick();
    });
  };

  return {
    push(read) {
      const entry = { read };
      entries.push(entry);
      refresh();
      return () => {
        entries.splice(entries.indexOf(entry), 1);
        refresh();
      };
    },
    refresh,
  };
}
