// Magic-byte sniffing and header dimensions of every supported type, plus the upload settings.
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '@server/config';
import { describeUnsupported, imageDimensions, sniffType } from '@server/services/file-types';

const base = () => sharp({ create: { width: 37, height: 23, channels: 3, background: '#5B6B46' } });

describe('sniffType and imageDimensions', () => {
  it.each([
    ['png', 'image/png', () => base().png().toBuffer()],
    ['jpeg', 'image/jpeg', () => base().jpeg().toBuffer()],
    ['progressive jpeg', 'image/jpeg', () => base().jpeg({ progressive: true }).toBuffer()],
    ['gif', 'image/gif', () => base().gif().toBuffer()],
    ['lossy webp', 'image/webp', () => base().webp().toBuffer()],
    ['lossless webp', 'image/webp', () => base().webp({ lossless: true }).toBuffer()],
  ])('%s', async (_name, mime, make) => {
    const buffer = await make();
    expect(await sniffType(buffer)).toMatchObject({ kind: 'image', mime });
    expect(imageDimensions(buffer, mime)).toEqual({ width: 37, height: 23 });
  });

  it('avif (a real one, encoded by sharp)', async () => {
    const avif = await base().avif().toBuffer();
    expect(await sniffType(avif)).toMatchObject({ kind: 'image', mime: 'image/avif' });
  });

  it('svg: width/height, else viewBox; xml prolog and comments allowed', async () => {
    const svg = Buffer.from(
      '\uFEFF<?xml version="1.0"?>\n<!-- logo -->\n<svg width="240px" height="120" xmlns="x"/>',
    );
    expect(await sniffType(svg)).toMatchObject({ mime: 'image/svg+xml' });
    expect(imageDimensions(svg, 'image/svg+xml')).toEqual({ width: 240, height: 120 });
    const boxed = Buffer.from('<svg viewBox="0 0 64.4 32" width="100%"></svg>');
    expect(imageDimensions(boxed, 'image/svg+xml')).toEqual({ width: 64, height: 32 });
    expect(await sniffType(Buffer.from('<html><svg></svg></html>'))).toBeUndefined();
  });

  it('videos by container signature; an EBML file is WebM only when its doctype says so', async () => {
    const ftyp = (brand: string) =>
      Buffer.concat([Buffer.from([0, 0, 0, 16]), Buffer.from(`ftyp${brand}\0\0\0\0`)]);
    expect(await sniffType(ftyp('isom'))).toMatchObject({ kind: 'video', mime: 'video/mp4' });
    expect(await sniffType(ftyp('qt  '))).toMatchObject({ kind: 'video', mime: 'video/quicktime' });
    const ebml = (docType: string) => {
      const element = Buffer.concat([Buffer.from([0x42, 0x82, 0x80 | docType.length]), Buffer.from(docType)]);
      return Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x80 | element.length]), element]);
    };
    expect(await sniffType(ebml('webm'))).toMatchObject({ kind: 'video', mime: 'video/webm' });
    const matroska = await sniffType(ebml('matroska'));
    expect(matroska?.kind).toBe('video');
    expect(matroska?.mime).not.toBe('video/webm');
  });

  it('names what an unsupported file is; HEIC and audio are not accepted', async () => {
    expect(await describeUnsupported(Buffer.from('%PDF-1.7 …'))).toBe('application/pdf');
    expect(await describeUnsupported(Buffer.from('plain words'))).toBe('text/plain');
    expect(await describeUnsupported(Buffer.from([0, 1, 2, 3]))).toBe('application/octet-stream');
    const heic = Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from('ftypheic\0\0\0\0mif1heic')]);
    expect(await sniffType(heic)).toBeUndefined();
    const mp3 = Buffer.concat([Buffer.from('ID3'), Buffer.from([4, 0, 0, 0, 0, 0, 0])]);
    expect(await sniffType(mp3)).toBeUndefined();
  });
});

describe('upload settings', () => {
  it('reads the limits from the environment and refuses nonsense', () => {
    expect(loadConfig({}).uploadLimits).toEqual({ image: undefined, video: undefined });
    expect(loadConfig({ UPLOAD_MAX_BYTES: '5000', UPLOAD_MAX_VIDEO_BYTES: '9000' }).uploadLimits).toEqual({
      image: 5000,
      video: 9000,
    });
    expect(() => loadConfig({ UPLOAD_MAX_BYTES: '20MB' })).toThrow(/UPLOAD_MAX_BYTES/);
  });
});
