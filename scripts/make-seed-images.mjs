// Makes the demo images of the seed (server/db/seed-files/): gradients and patterns in fashion colours,
// drawn pixel by pixel and encoded with sharp. The output is committed, so the seed's image hashes are
// stable; run this only to change the pictures: `node scripts/make-seed-images.mjs`.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const out = fileURLToPath(new URL('../server/db/seed-files/', import.meta.url));

const hex = (value) => [0, 2, 4].map((i) => parseInt(value.slice(i + 1, i + 3), 16));
const mix = (a, b, t) => a.map((v, i) => Math.round(v + (b[i] - v) * t));

function draw(width, height, pixel) {
  const data = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const [r, g, b] = pixel(x / width, y / height, x, y);
      data.set([r, g, b], (y * width + x) * 3);
    }
  }
  return sharp(data, { raw: { width, height, channels: 3 } });
}

const images = [
  {
    file: 'ss25-linen-campaign-hero.jpg',
    image: draw(1200, 500, (u, v, x, y) => {
      const base = mix(hex('#E8D9C0'), hex('#C4704F'), u * 0.8 + v * 0.2);
      return (x + y) % 48 < 6 ? mix(base, hex('#F6EFE4'), 0.35) : base;
    }),
    encode: (s) => s.jpeg({ quality: 72 }),
  },
  {
    file: 'aw25-knitwear-tile.jpg',
    image: draw(600, 800, (u, v, x, y) => {
      const base = mix(hex('#A7B89A'), hex('#5B6B46'), v);
      const wave = Math.sin((x + Math.sin(y / 9) * 6) / 7) > 0.6;
      return wave ? mix(base, hex('#2F3A24'), 0.18) : base;
    }),
    encode: (s) => s.jpeg({ quality: 72 }),
  },
  {
    file: 'denim-edit-tile.jpg',
    image: draw(600, 800, (u, v, x, y) => {
      const base = mix(hex('#3E5C8A'), hex('#1B2A44'), (u + v) / 2);
      return mix(base, hex('#8FA8CC'), 0.12 + 0.1 * Math.sin((x + 2 * y) / 6));
    }),
    encode: (s) => s.jpeg({ quality: 72 }),
  },
  {
    file: 'blush-editorial-square.jpg',
    image: draw(800, 800, (u, v) => {
      const d = Math.min(1, Math.hypot(u - 0.5, v - 0.45) * 1.6);
      return mix(hex('#F7D6D0'), hex('#B76E79'), d);
    }),
    encode: (s) => s.jpeg({ quality: 72 }),
  },
  {
    file: 'camel-check-swatch.png',
    image: draw(320, 320, (u, v, x, y) => {
      const camel = hex('#C19A6B');
      const line = x % 40 < 4 || y % 40 < 4 ? 0.45 : x % 40 < 8 !== y % 40 < 8 ? 0.2 : 0;
      return mix(camel, hex('#5A3E2B'), line);
    }),
    encode: (s) => s.png({ palette: true, compressionLevel: 9 }),
  },
];

for (const { file, image, encode } of images) {
  const buffer = await encode(image).toBuffer();
  writeFileSync(`${out}${file}`, buffer);
  console.log(file, buffer.length);
}

const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="120" viewBox="0 0 240 120">
  <rect width="240" height="120" rx="12" fill="#1B2A44"/>
  <text x="120" y="74" font-family="Georgia, serif" font-size="44" fill="#E8D9C0" text-anchor="middle">Maison</text>
</svg>
`;
writeFileSync(`${out}maison-logo.svg`, svg);
console.log('maison-logo.svg', svg.length);
