import { describe, expect, it } from 'vitest';
import { getUploadImageResponseMock } from '@generated/api/media/media.msw';
import {
  THUMBNAIL_QUALITY,
  imageThumbnailUrl,
  imageUrl,
  isSvg,
  mediaImageSource,
  videoUrl,
} from '@/forms/media/media-urls';

const urls = { damPublic: 'https://dam.example.com/', videoBucket: 'https://videos.example.com/bucket' };

describe('media URLs', () => {
  it('serves images from {damPublic}/file/{hash}?{query}', () => {
    expect(imageUrl(urls, { hash: 'abc123' })).toBe('https://dam.example.com/file/abc123');
    expect(
      imageUrl(urls, { hash: 'abc123', mimeType: 'image/png' }, { quality: 80, width: 400, empty: '' }),
    ).toBe('https://dam.example.com/file/abc123?quality=80&width=400');
  });
  it('serves thumbnails at quality 30', () => {
    expect(THUMBNAIL_QUALITY).toBe(30);
    expect(imageThumbnailUrl(urls, { hash: 'abc123' })).toBe(
      'https://dam.example.com/file/abc123?quality=30',
    );
  });
  it('serves svg unchanged from {damPublic}/assets/{hash}', () => {
    expect(isSvg({ hash: 'logo', mimeType: 'image/svg+xml' })).toBe(true);
    expect(isSvg({ hash: 'logo.svg' })).toBe(true);
    expect(isSvg({ hash: 'photo', mimeType: 'image/jpeg' })).toBe(false);
    expect(imageThumbnailUrl(urls, { hash: 'logo', mimeType: 'image/svg+xml' })).toBe(
      'https://dam.example.com/assets/logo',
    );
  });
  it('takes the hash and MIME type of a media entity', () => {
    const image = getUploadImageResponseMock().data;
    expect(mediaImageSource(image)).toEqual({ hash: image.hash, mimeType: 'image/jpeg' });
  });
  it('serves videos from {videoBucket}/{hash}', () => {
    expect(videoUrl(urls, 'v-42.mp4')).toBe('https://videos.example.com/bucket/v-42.mp4');
  });
});
