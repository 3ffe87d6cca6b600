import { describe, expect, it } from 'vitest';
import { pruneCss } from '../../scripts/lib/prune-telegram-ui-css';

const USED = 'tgui-0000000000000001';
const UNUSED = 'tgui-0000000000000002';

describe('pruning telegram-ui’s stylesheet', () => {
  it('keeps the rules of components the build uses and drops the others', () => {
    const css = [
      `:root{--tgui--x:1}`,
      `.${USED}{color:red}`,
      `.${UNUSED}{color:blue}`,
      `.${USED},.${UNUSED}:hover{margin:0}`,
      `.${USED} .${UNUSED}{padding:0}`,
      `@media (min-width:1px){.${UNUSED}{top:0}}`,
      `@keyframes spin{from{opacity:0}to{opacity:1}}`,
    ].join('');
    const pruned = pruneCss(css, new Set([USED]));
    expect(pruned).toContain(':root{--tgui--x:1}');
    expect(pruned).toContain(`.${USED}{color:red}`);
    expect(pruned).not.toContain('color:blue');
    expect(pruned).toContain(`.${USED}{margin:0}`);
    expect(pruned).not.toContain('padding:0');
    expect(pruned).not.toContain('@media');
    expect(pruned).toContain('@keyframes spin{from{opacity:0}to{opacity:1}}');
  });
});
