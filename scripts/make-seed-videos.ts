// Makes the demo videos of the seed (server/db/seed-files/*.webm): short canvas animations in fashion
// colours, recorded to WebM by headless Chromium's MediaRecorder (no ffmpeg needed). The output is
// committed, so the seed's video hashes are stable; run this only to change the clips:
// `npx tsx scripts/make-seed-videos.ts`.
import { existsSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { videoSubjects } from '../server/db/seed/content-data';

const out = fileURLToPath(new URL('../server/db/seed-files/', import.meta.url));
// One clip per video subject of the seed, so every video row has its own file.
const palette: [string, string][] = [
  ['#1D2B4F', '#C4704F'],
  ['#E8D9C0', '#2F6F73'],
  ['#2B2B2B', '#B08D57'],
  ['#5B3A5E', '#E6B8A2'],
  ['#35524A', '#C9D6C2'],
];

const titleOf = (subject: string) => subject.replace(/-/g, ' ').replace(/\b\w/g, (c) => c.toUpperCase());
const clips = videoSubjects.map((subject, i) => ({
  file: `${subject}.webm`,
  title: titleOf(subject),
  from: palette[i % palette.length]![0],
  to: palette[i % palette.length]![1],
}));

const browser = await chromium.launch({
  executablePath: existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined,
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
});
const page = await browser.newPage();
// tsx (esbuild) wraps named functions in a `__name` helper, which the page does not have.
await page.addInitScript('window.__name = (fn) => fn;');
await page.goto('about:blank');
for (const clip of clips) {
  const base64 = await page.evaluate(async ({ title, from, to }) => {
    const canvas = document.createElement('canvas');
    canvas.width = 320;
    canvas.height = 180;
    const ctx = canvas.getContext('2d')!;
    const recorder = new MediaRecorder(canvas.captureStream(25), {
      mimeType: 'video/webm;codecs=vp8',
      videoBitsPerSecond: 120_000,
    });
    const chunks: Blob[] = [];
    recorder.ondataavailable = (event) => chunks.push(event.data);
    const done = new Promise((resolve) => (recorder.onstop = resolve));
    recorder.start();
    const started = performance.now();
    await new Promise<void>((resolve) => {
      const frame = () => {
        const t = Math.min(1, (performance.now() - started) / 2000);
        const gradient = ctx.createLinearGradient(0, 0, 320 * (0.5 + t), 180);
        gradient.addColorStop(0, from);
        gradient.addColorStop(1, to);
        ctx.fillStyle = gradient;
        ctx.fillRect(0, 0, 320, 180);
        ctx.fillStyle = 'rgba(255,255,255,0.9)';
        ctx.font = '600 24px serif';
        ctx.fillText(title, 24 + 20 * t, 100);
        ctx.fillRect(24, 114, 272 * t, 2);
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
