// What an uploaded file really is, from its first bytes (magic numbers), never from the name or the
// mime type the client claims; and the pixel size of an image, read from its header (AVIF and others: sharp, in
// uploads.ts).

import { fileTypeFromBuffer } from 'file-type';
import type { MediaKind } from '@generated/model';

export interface SniffedType {
  kind: MediaKind;
  mime: string;
  /** File extension used where the type matters in a url (svg is served under /assets/{hash}.svg). */
  ext: string;
}

const ascii = (buffer: Buffer, start: number, end: number) =>
  buffer.length >= end ? buffer.toString('latin1', start, end) : '';

/** Raster images a browser shows everywhere; HEIC, TIFF, BMP and friends are refused. */
const IMAGE_MIMES = new Set(['image/jpeg', 'image/png', 'image/gif', 'image/webp', 'image/avif']);

/** SVG is text: an optional XML declaration, comments and doctype, then the `<svg` root. */
function looksLikeSvg(buffer: Buffer): boolean {
  const head = buffer.subarray(0, 4096);
  if (head.includes(0)) return false;
  const text = head.toString('utf8').replace(/^\uFEFF/, '');
  return /^\s*(<\?xml[^>]*\?>\s*)?(<!--[\s\S]*?-->\s*|<!DOCTYPE[^>]*>\s*)*<svg[\s>/]/i.test(text);
}

const SVG: SniffedType = { kind: 'image', mime: 'image/svg+xml', ext: 'svg' };

/** An SVG (text, checked first: file-type calls any XML application/xml), else the binary type by its magic
 * numbers (file-type, a maintained sniffer). */
async function detect(buffer: Buffer): Promise<{ mime: string; ext: string } | undefined> {
  if (looksLikeSvg(buffer)) return SVG;
  const found = await fileTypeFromBuffer(buffer).catch(() => undefined);
  return found ? { mime: found.mime, ext: found.ext } : undefined;
}

/** A supported image (IMAGE_MIMES, SVG) or any video; undefined for everything else. */
export async function sniffType(buffer: Buffer): Promise<SniffedType | undefined> {
  const found = await detect(buffer);
  if (!found) return undefined;
  if (found.mime === SVG.mime) return SVG;
  if (IMAGE_MIMES.has(found.mime)) return { kind: 'image', ...found };
  if (found.mime.startsWith('video/')) return { kind: 'video', ...found };
  return undefined;
}

/** A name for what the file is when it is not a supported type, for the error message. */
export async function describeUnsupported(buffer: Buffer): Promise<string> {
  const found = await detect(buffer);
  if (found) return found.mime;
  const head = buffer.subarray(0, 4096);
  if (head.length && !head.includes(0)) return 'text/plain';
  return 'application/octet-stream';
}

export interface Dimensions {
  width: number;
  height: number;
}

function pngSize(buffer: Buffer): Dimensions | undefined {
  if (buffer.length < 24 || ascii(buffer, 12, 16) !== 'IHDR') return undefined;
  return { width: buffer.readUInt32BE(16), height: buffer.readUInt32BE(20) };
}

function gifSize(buffer: Buffer): Dimensions | undefined {
  if (buffer.length < 10) return undefined;
  return { width: buffer.readUInt16LE(6), height: buffer.readUInt16LE(8) };
}

/** Walks the JPEG markers to the first start-of-frame (SOF0–SOF15 except DHT, JPG and DAC). */
function jpegSize(buffer: Buffer): Dimensions | undefined {
  let at = 2;
  while (at + 9 < buffer.length) {
    if (buffer[at] !== 0xff) return undefined;
    const marker = buffer[at + 1]!;
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    if (marker === 0xd8 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      at += 2;
      continue;
    }
    const length = buffer.readUInt16BE(at + 2);
    if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker)) {
      return { height: buffer.readUInt16BE(at + 5), width: buffer.readUInt16BE(at + 7) };
    }
    at += 2 + length;
  }
  return undefined;
}

function webpSize(buffer: Buffer): Dimensions | undefined {
  const chunk = ascii(buffer, 12, 16);
  if (chunk === 'VP8 ' && buffer.length >= 30) {
    return { width: buffer.readUInt16LE(26) & 0x3fff, height: buffer.readUInt16LE(28) & 0x3fff };
  }
  if (chunk === 'VP8L' && buffer.length >= 25) {
    const bits = buffer.readUInt32LE(21);
    return { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
  }
  if (chunk === 'VP8X' && buffer.length >= 30) {
    return { width: buffer.readUIntLE(24, 3) + 1, height: buffer.readUIntLE(27, 3) + 1 };
  }
  return undefined;
}

/** `width`/`height` of the root element in px (or unitless), else the viewBox. */
function svgSize(buffer: Buffer): Dimensions | undefined {
  const root = /<svg\b[^>]*>/i.exec(buffer.subarray(0, 16384).toString('utf8'))?.[0];
  if (!root) return undefined;
  const attribute = (name: string) => new RegExp(`\\s${name}\\s*=\\s*["']([^"']*)["']`, 'i').exec(root)?.[1];
  const pixels = (value: string | undefined) => {
    const match = value && /^\s*([0-9]*\.?[0-9]+)\s*(px)?\s*$/.exec(value);
    return match ? Math.round(Number(match[1])) : undefined;
  };
  const width = pixels(attribute('width'));
  const height = pixels(attribute('height'));
  if (width && height) return { width, height };
  const box = attribute('viewBox')
    ?.trim()
    .split(/[\s,]+/)
    .map(Number);
  if (box?.length === 4 && box.every(Number.isFinite) && box[2]! > 0 && box[3]! > 0) {
    return { width: Math.round(box[2]!), height: Math.round(box[3]!) };
  }
  return undefined;
}

/** The pixel size from the file header; undefined when the header does not tell (AVIF, broken files). */
export function imageDimensions(buffer: Buffer, mime: string): Dimensions | undefined {
  switch (mime) {
    case 'image/png':
      return pngSize(buffer);
    case 'image/gif':
      return gifSize(buffer);
    case 'image/jpeg':
      return jpegSize(buffer);
    case 'image/webp':
      return webpSize(buffer);
    case 'image/svg+xml':
      return svgSize(buffer);
    default:
      return undefined;
  }
}
