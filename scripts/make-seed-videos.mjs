// Makes the demo videos of the seed (server/db/seed-files/*.webm): short canvas animations in fashion
// colours, recorded to WebM by headless Chromium's MediaRecorder (no ffmpeg needed). The output is
// committed, so the seed's video hashes are stable; run this only to change the clips:
// `node scripts/make-seed-videos.mjs`.
import { existsSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';

const out = fileURLToPath(new URL('../server/db/seed-files/', import.meta.url));
const clips = [
  { file: 'runway-highlights.webm', title: 'Runway Highlights', from: '#1D2B4F', to: '#C4704F' },
  { file: 'campaign-summer.webm', title: 'Summer Campaign', from: '#E8D9C0', to: '#2F6F73' },
];

const browser = await chromium.launch({
  executablePath: existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined,
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
});
const page = await browser.newPage();
for (const clip of clips) {
  const base64 = await page.evaluate(async ({ title, from, to }) => {
    const canvas = document.createElement('canvas');
    canvas.width = 480;
    canvas.height = 270;
    const ctx = canvas.getContext('2d');
    const recorder = new MediaRecorder(canvas.captureStream(25), {
      mimeType: 'video/webm;codecs=vp8',
      videoBitsPerSecond: 250_000,
    });
    const chunks = [];
    recorder.ondataavailable = (event) => chunks.push(event.data);
    const done = new Promise((resolve) => (recorder.onstop = resolve));
    recorder.start();
    const started = performance.now();
    await new Promise((resolve) => {
      const frame = () => {
        const t = Math.min(1, (performance.now() - started) / 3000);
        const gradient = ctx.createLinearGradient(0, 0, 480 * (0.5 + t), 270);
        gradient.addColorStop(0, from);
        gradient.addColorStop(1, to);
        ctx.fillStyle = gradient;
        ctx.fillRect(0, 0, 480, 270);
        ctx.fillStyle = 'rgba(255,255,255,0.9)';
        ctx.font = '600 34px serif';
        ctx.fillText(title, 40 + 30 * t, 150);
        ctx.fillRect(40, 170, 400 * t, 3);
        if (t < 1) requestAnimationFrame(frame);
        else resolve();
      };
      frame();
    });
    recorder.stop();
    await done;
    const bytes = new Uint8Array(await new Blob(chunks).arrayBuffer());
    let binary = '';
    for (const byte of bytes) binary += String.fromCharCode(byte);
    return btoa(binary);
  }, clip);
  const content = Buffer.from(base64, 'base64');
  writeFileSync(out + clip.file, content);
  console.log(`${clip.file}: ${(content.length / 1024).toFixed(1)} KB`);
}
await browser.close();
