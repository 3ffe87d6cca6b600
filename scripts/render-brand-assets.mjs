// Writes each brand's logo (SVG) and its PWA icons (PNG, drawn by Chromium from the SVG).
// Run after changing a brand's look: node scripts/render-brand-assets.mjs
import { mkdirSync, writeFileSync } from 'node:fs';
import { chromium } from 'playwright-core';

const BRAND_LOOKS = {
  official: { title: 'Velora Official', letter: 'V', from: '#ff5f8f', to: '#7b2ff7' },
  velora: { title: 'Velora', letter: 'V', from: '#ff4f81', to: '#8e2de2' },
  lynplay: { title: 'LynPlay', letter: 'L', from: '#29b6f6', to: '#3949ab' },
  mylux: { title: 'MyLux', letter: 'M', from: '#ffb74d', to: '#c62828' },
  amiqlo: { title: 'Amiqlo', letter: 'A', from: '#66bb6a', to: '#00695c' },
  buzzyin: { title: 'Buzzyin', letter: 'B', from: '#ffd54f', to: '#f57c00' },
  cardric: { title: 'Cardric', letter: 'C', from: '#90a4ae', to: '#37474f' },
};

function logoSvg({ title, letter, from, to }) {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512">
  <title>${title}</title>
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/>
  </linearGradient></defs>
  <rect width="512" height="512" rx="112" fill="url(#g)"/>
  <path d="M256 404c-8 0-16-3-22-8C150 326 96 276 96 206c0-52 40-92 90-92 30 0 54 14 70 36 16-22 40-36 70-36 50 0 90 40 90 92 0 70-54 120-138 190-6 5-14 8-22 8z" fill="#fff" fill-opacity=".18"/>
  <text x="256" y="318" font-family="Arial, Helvetica, sans-serif" font-size="220" font-weight="700" text-anchor="middle" fill="#fff">${letter}</text>
</svg>
`;
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
const page = await browser.newPage();
for (const [key, look] of Object.entries(BRAND_LOOKS)) {
  const dir = `public/brands/${key}`;
  mkdirSync(dir, { recursive: true });
  const svg = logoSvg(look);
  writeFileSync(`${dir}/logo.svg`, svg);
  for (const size of [192, 512]) {
    await page.setViewportSize({ width: size, height: size });
    await page.setContent(
      `<html><body style="margin:0;background:transparent">${svg.replace('<svg ', `<svg width="${size}" height="${size}" `)}</body></html>`,
    );
    await page.screenshot({ path: `${dir}/icon-${size}.png`, omitBackground: true });
  }
}
await browser.close();
