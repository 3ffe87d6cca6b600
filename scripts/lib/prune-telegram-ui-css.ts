import postcss from 'postcss';
import type { Plugin } from 'vite';

/** telegram-ui's CSS-module class names: `tgui-` and a 16-digit hash. */
const TGUI_CLASS = /tgui-[0-9a-f]{16}/g;

/**
 * Drops the rules of telegram-ui's stylesheet for components the app never imports. The library
 * ships one stylesheet for all its components (46 kB); each component's script names its own
 * hashed classes, so a rule whose classes appear in no script of the build can never match.
 * Runs on the finished bundle, after every chunk (lazy ones included) is known.
 */
export function pruneTelegramUiCss(): Plugin {
  return {
    name: 'prune-telegram-ui-css',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const used = new Set<string>();
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        for (const match of output.code.matchAll(TGUI_CLASS)) used.add(match[0]);
      }
      for (const output of Object.values(bundle)) {
        if (output.type !== 'asset' || !output.fileName.endsWith('.css')) continue;
        const source = String(output.source);
        if (!source.includes('tgui-')) continue;
        output.source = pruneCss(source, used);
      }
    },
  };
}

/** Keeps each selector whose telegram-ui classes are all in `used`; rules left empty go. */
export function pruneCss(css: string, used: ReadonlySet<string>): string {
  const root = postcss.parse(css);
  root.walkRules((rule) => {
    // Keyframe steps (`from`, `50%`) are not selectors of elements.
    if (rule.parent?.type === 'atrule' && /keyframes$/.test((rule.parent as postcss.AtRule).name)) {
      return;
    }
    const kept = rule.selectors.filter((selector) =>
      [...selector.matchAll(TGUI_CLASS)].every((match) => used.has(match[0])),
    );
    if (kept.length === 0) rule.remove();
    else if (kept.length < rule.selectors.length) rule.selectors = kept;
  });
  root.walkAtRules((atRule) => {
    if (atRule.nodes && atRule.nodes.length === 0) atRule.remove();
  });
  return root.toString();
}
