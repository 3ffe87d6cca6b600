import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  type PortraitLook,
  renderPortrait,
} from '../../src/server/providers/images/demo/render-portrait';

const LUNA: PortraitLook = {
  style: 'realistic',
  gender: 'woman',
  race: 'Brazilian',
  hairstyle: 'long loose waves',
  hairColor: 'dark brown',
  eyeColor: 'hazel',
  body: 'curvy',
  breast: 'medium',
  clothing: 'red summer dress',
};

describe('the demo image model', () => {
  it('draws a raster portrait at the size asked, the same for the same seed', async () => {
    const request = { look: LUNA, prompt: 'beach, sunset', width: 512, height: 768, seed: 7 };
    const first = await renderPortrait({ ...request, format: 'png' });
    const again = await renderPortrait({ ...request, format: 'png' });
    expect(first.equals(again)).toBe(true);
    expect(await sharp(first).metadata()).toMatchObject({ format: 'png', width: 512, height: 768 });
    const webp = await renderPortrait({ ...request, format: 'webp' });
    expect(await sharp(webp).metadata()).toMatchObject({ format: 'webp', width: 512, height: 768 });
  });

  it('draws other looks, scenes and seeds differently', async () => {
    const base = { width: 256, height: 384, format: 'png' as const };
    const pictures = await Promise.all([
      renderPortrait({ ...base, look: LUNA, prompt: 'beach', seed: 1 }),
      renderPortrait({ ...base, look: LUNA, prompt: 'beach', seed: 2 }),
      renderPortrait({ ...base, look: LUNA, prompt: 'night city', seed: 1 }),
      renderPortrait({
        ...base,
        look: { ...LUNA, style: 'anime', hairColor: 'pink', hairstyle: 'short bob' },
        prompt: 'beach',
        seed: 1,
      }),
    ]);
    const distinct = new Set(pictures.map((picture) => picture.toString('base64')));
    expect(distinct.size).toBe(4);
  });

  it('fits landscape and square sizes, and blurs a locked copy', async () => {
    for (const [width, height] of [
      [768, 512],
      [512, 512],
    ] as const) {
      const picture = await renderPortrait({
        look: LUNA,
        prompt: '',
        width,
        height,
        seed: 3,
        format: 'png',
      });
      expect(await sharp(picture).metadata()).toMatchObject({ width, height });
    }
    const sharpCopy = await renderPortrait({
      look: LUNA,
      prompt: '',
      width: 128,
      height: 192,
      seed: 3,
      format: 'png',
    });
    const blurred = await renderPortrait({
      look: LUNA,
      prompt: '',
      width: 128,
      height: 192,
      seed: 3,
      format: 'png',
      blurred: true,
    });
    const detail = async (image: Buffer) => (await sharp(image).stats()).sharpness;
    expect(await detail(blurred)).toBeLessThan(await detail(sharpCopy));
  });
});
