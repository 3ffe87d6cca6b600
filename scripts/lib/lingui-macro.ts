import babel, { defineRolldownBabelPreset } from '@rolldown/plugin-babel';

/**
 * Compiles Lingui's `t`, `msg` and `<Trans>` macros. @vitejs/plugin-react 6 no longer runs Babel,
 * so the macro plugin runs through Rolldown's Babel plugin, and only on the files that import a
 * macro: the rest never pay for Babel.
 */
export function linguiMacro() {
  return babel({
    presets: [
      defineRolldownBabelPreset({
        preset: { plugins: ['@lingui/babel-plugin-lingui-macro'] },
        rolldown: { filter: { code: /@lingui\/(core|react)\/macro/ } },
      }),
    ],
  });
}
