import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { type Gender, optionsFor, PICTURED_STEPS } from '@contract/character-options';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  type PortraitLook,
  renderPortrait,
} from '../../src/server/providers/images/demo/render-portrait';
import { seedOfText } from '../../src/server/providers/images/demo/seeded-random';
import { framingOf, lookOfChoice } from '../../src/server/web/look-pictures';

/**
 * Every choice the wizard pictures, drawn by the demo image model in both styles for a woman and
 * a man, laid out as one contact sheet (written to test-results/ to look at), and a check that
 * neighbouring choices differ at the size a phone shows them.
 */
const TILE = { width: 120, height: 180 } as const;
/** Compared at half the tile's size: what survives there is what a thumb-sized grid shows. */
const COMPARED = { width: 60, height: 90 } as const;
/**
 * The least mean colour distance (0–100 % of the RGB cube's diagonal) between two neighbouring
 * choices. Identical drawings score 0; the closest real pair (a small and a medium bust in the
 * realistic style) scores about 0.45.
 */
const MIN_DIFFERENCE_PERCENT = 0.35;
/** One backdrop for every tile, so only the drawn choice can make two tiles differ. */
const SAME_ACCENT = '#7b3fa0';
/**
 * Ages the sheet shows, a band each: a young face (a blush), at 40 lines at the eyes and the first
 * grey, at 55 greyer hair. Smile lines from 30 show close up but not in a thumbnail, so the wizard
 * asks for age with a slider and numbers, not pictures.
 */
const AGES = [20, 40, 55];
const SHEET = path.resolve('test-results/demo-contact-sheet.png');

interface Tile {
  row: string;
  name: string;
  look: PortraitLook;
  framing: ReturnType<typeof framingOf>;
}

function sheetRows(): Tile[][] {
  const rows: Tile[][] = [];
  for (const style of ['realistic', 'anime'] as const) {
    for (const gender of ['woman', 'man'] as const satisfies readonly Gender[]) {
      const row = (step: Parameters<typeof lookOfChoice>[2], options: readonly string[]) =>
        options.map((option) => ({
          row: `${style}/${gender}/${step}`,
          name: option,
          look: { ...lookOfChoice(style, gender, step, option), accent: SAME_ACCENT },
          framing: framingOf(step),
        }));
      rows.push(row('style', ['realistic', 'anime']));
      for (const step of PICTURED_STEPS) {
        const options = optionsFor(step, gender).map((option) => option.id);
        if (options.length > 0) rows.push(row(step, options));
      }
      rows.push(
        AGES.map((age) => ({
          row: `${style}/${gender}/age`,
          name: String(age),
          look: { ...lookOfChoice(style, gender, 'style', style), accent: SAME_ACCENT, age },
          framing: 'portrait' as const,
        })),
      );
    }
  }
  return rows;
}

const draw = (tile: Tile) =>
  renderPortrait({
    look: tile.look,
    prompt: '',
    ...TILE,
    seed: seedOfText(`look-${tile.look.gender}`),
    format: 'png',
    framing: tile.framing,
  });

/** Mean distance between two same-sized RGB pictures, in % of the largest possible. */
async function differencePercent(first: Buffer, second: Buffer): Promise<number> {
  const pixels = (picture: Buffer) =>
    sharp(picture).resize(COMPARED.width, COMPARED.height).removeAlpha().raw().toBuffer();
  const [a, b] = await Promise.all([pixels(first), pixels(second)]);
  let sum = 0;
  for (let i = 0; i < a.length; i += 3) {
    sum += Math.hypot(
      (a[i] as number) - (b[i] as number),
      (a[i + 1] as number) - (b[i + 1] as number),
      (a[i + 2] as number) - (b[i + 2] as number),
    );
  }
  return (sum / (a.length / 3) / Math.hypot(255, 255, 255)) * 100;
}

describe('the demo image model’s contact sheet', () => {
  it('draws every wizard choice in both styles, for a woman and a man, each unlike its neighbours', async () => {
    const rows = sheetRows();
    const drawn: Buffer[][] = [];
    // One row at a time: the machine may be busy, and a row is only a few dozen small drawings.
    for (const row of rows) drawn.push(await Promise.all(row.map(draw)));

    const widest = Math.max(...rows.map((row) => row.length));
    mkdirSync(path.dirname(SHEET), { recursive: true });
    await sharp({
      create: {
        width: widest * TILE.width,
        height: rows.length * TILE.height,
        channels: 3,
        background: '#ffffff',
      },
    })
      .composite(
        drawn.flatMap((row, y) =>
          row.map((input, x) => ({ input, left: x * TILE.width, top: y * TILE.height })),
        ),
      )
      .png()
      .toFile(SHEET);

    const tooAlike: string[] = [];
    let pairs = 0;
    for (const [y, row] of rows.entries()) {
      for (let x = 1; x < row.length; x++) {
        pairs++;
        const difference = await differencePercent(
          drawn[y]?.[x - 1] as Buffer,
          drawn[y]?.[x] as Buffer,
        );
        if (difference < MIN_DIFFERENCE_PERCENT) {
          tooAlike.push(
            `${row[x]?.row}: ${row[x - 1]?.name} / ${row[x]?.name} (${difference.toFixed(2)} %)`,
          );
        }
      }
    }
    expect(pairs).toBeGreaterThan(100);
    expect(tooAlike, `nearly the same at thumbnail size (sheet: ${SHEET})`).toEqual([]);
  });

  it('scores two identical drawings as the same and two choices as different', async () => {
    const [first] = sheetRows();
    const [realistic, anime] = await Promise.all((first as Tile[]).map(draw));
    expect(await differencePercent(realistic as Buffer, realistic as Buffer)).toBe(0);
    expect(await differencePercent(realistic as Buffer, anime as Buffer)).toBeGreaterThan(
      MIN_DIFFERENCE_PERCENT,
    );
  });
});
