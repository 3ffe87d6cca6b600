import type { Frame, Page } from 'playwright-core';
import { expect } from 'vitest';
import { seriousAxeViolations } from './axe';

/** Where the app runs for a check: a browser tab, or the frame inside the Telegram harness. */
export type AppTarget = Page | Frame;

/** A screen to check: where it is, and optionally what to open over it (a sheet, a dialog). */
export interface ScreenCheck {
  name: string;
  /** The path without a language prefix, query included. */
  path: string;
  /** Waits for what this screen must show before it is checked, beyond the generic settling. */
  ready?(app: AppTarget): Promise<void>;
  /** Opens something over the screen; the next visit then reloads the page to close it. */
  open?(app: AppTarget): Promise<void>;
}

const SETTLE_MS = 15_000;

/**
 * Waits until a screen has drawn: a page heading is on screen and nothing is marked busy (lazy
 * screens, lists being fetched).
 */
export async function settle(app: AppTarget) {
  await app.locator('h1:visible').first().waitFor({ timeout: SETTLE_MS });
  await nothingBusy(app);
}

/** Waits until nothing is marked busy; a character being made stays busy on purpose. */
async function nothingBusy(app: AppTarget) {
  await expect
    .poll(
      () =>
        app.evaluate(
          () =>
            document.querySelectorAll(
              '[aria-busy="true"]:not(.creation-progress), .app-screen-loading',
            ).length,
        ),
      { timeout: SETTLE_MS },
    )
    .toBe(0);
}

/**
 * Waits until transitions and finite animations (a sheet sliding in, a fade) have ended: colours
 * caught half-way would be judged instead of the ones people read. Endless ones (a typing
 * indicator, a spinner) are left running.
 */
async function animationsDone(app: AppTarget) {
  await expect
    .poll(
      () =>
        app.evaluate(
          () =>
            document
              .getAnimations()
              .filter(
                (animation) =>
                  animation.playState === 'running' &&
                  Number.isFinite(animation.effect?.getComputedTiming().iterations ?? 1),
              ).length,
        ),
      { timeout: SETTLE_MS },
    )
    .toBe(0);
}

/**
 * One running app (a signed-in tab, a visitor's tab, the app in the harness) that visits screens
 * in turn: a plain screen is reached the way the app's own links go (history, no reload); after
 * something was opened over a screen, the next visit reloads so nothing stays open.
 */
export class AppSurface {
  private needsReload = false;

  constructor(
    readonly app: AppTarget,
    /** The app's origin and language prefix, e.g. `http://127.0.0.1:1234/ar`. */
    private readonly base: string,
    /** Kept on reloads: the Telegram launch parameters in the address's hash. */
    private readonly hash = '',
  ) {}

  /** Shows `screen` (and what it opens) and returns its serious and critical violations. */
  async check(screen: ScreenCheck): Promise<string[]> {
    await this.visit(screen.path);
    await settle(this.app);
    await screen.ready?.(this.app);
    if (screen.open) {
      this.needsReload = true;
      await screen.open(this.app);
      await nothingBusy(this.app);
    }
    await animationsDone(this.app);
    return seriousAxeViolations(this.app);
  }

  private async visit(path: string) {
    const url = new URL(this.base);
    const target = `${url.pathname.replace(/\/$/, '')}${path === '/' && url.pathname !== '/' ? '' : path}`;
    if (this.needsReload) {
      this.needsReload = false;
      // Through a blank page: going to the address already shown would not reload it.
      await this.app.goto('about:blank');
      await this.app.goto(`${url.origin}${target}${this.hash}`);
      return;
    }
    await this.app.evaluate((to) => window.history.pushState(null, '', to), target);
  }
}
