import { describe, expect, it } from 'vitest';
import {
  DEFAULT_FOCUS,
  DEFAULT_VIDEO_PLAYER_OPTIONS,
  changeVideo,
  filledSetKeys,
  imageFocus,
  playerOptions,
  playerOptionsDisabled,
  setPlayerOption,
  validateMediaSet,
  withImageFocus,
} from '@/forms/media/media-values';

describe('video values', () => {
  const playing = {
    videoHash: 'old',
    videoMeta: { player: { autoplay: true, loop: true, mute: true, hideControls: true } },
    fallbackImageHash: 'poster',
    fallbackImageMeta: { focus: 'left-top' as const },
  };

  it('resets the player options (all off) when the video changes and keeps the fallback image', () => {
    expect(changeVideo(playing, 'new')).toEqual({
      videoHash: 'new',
      videoMeta: { player: { autoplay: false, loop: false, mute: false, hideControls: false } },
      fallbackImageHash: 'poster',
      fallbackImageMeta: { focus: 'left-top' },
    });
    expect(changeVideo(undefined, 'first').videoMeta).toEqual({ player: DEFAULT_VIDEO_PLAYER_OPTIONS });
  });
  it('keeps the options when the same video is chosen again', () => {
    expect(changeVideo(playing, 'old')).toBe(playing);
  });
  it('disables the player options without a video', () => {
    expect(playerOptionsDisabled(undefined)).toBe(true);
    expect(playerOptionsDisabled({ videoHash: '' })).toBe(true);
    expect(playerOptionsDisabled(playing)).toBe(false);
    const empty = { videoHash: '' };
    expect(setPlayerOption(empty, 'autoplay', true)).toBe(empty);
  });
  it('sets one option and fills the others with the defaults', () => {
    const value = setPlayerOption({ videoHash: 'v' }, 'mute', true);
    expect(playerOptions(value)).toEqual({ autoplay: false, loop: false, mute: true, hideControls: false });
  });
});

describe('image values', () => {
  it('defaults the focus point to center-center when focus is enabled', () => {
    expect(DEFAULT_FOCUS).toBe('center-center');
    expect(imageFocus({ hash: 'a' }, true)).toBe('center-center');
    expect(imageFocus({ hash: 'a', meta: { focus: 'right-bottom' } }, true)).toBe('right-bottom');
    expect(imageFocus({ hash: 'a', meta: { focus: 'right-bottom' } }, false)).toBeUndefined();
  });
  it('writes the focus into the value or removes it', () => {
    expect(withImageFocus({ hash: 'a' }, true)).toEqual({ hash: 'a', meta: { focus: 'center-center' } });
    expect(withImageFocus({ hash: 'a', meta: { focus: 'left-top' } }, true)).toEqual({
      hash: 'a',
      meta: { focus: 'left-top' },
    });
    expect(withImageFocus({ hash: 'a' }, true, 'center-bottom').meta?.focus).toBe('center-bottom');
    expect(withImageFocus({ hash: 'a', meta: { focus: 'left-top' } }, false)).toEqual({
      hash: 'a',
      meta: {},
    });
  });
});

describe('media sets', () => {
  it('require at least one key with an image', () => {
    expect(validateMediaSet({}, 'image')).toBe('Add at least one image.');
    expect(validateMediaSet(undefined, 'image')).toBe('Add at least one image.');
    expect(validateMediaSet({ desktop_default: { hash: '' } }, 'image')).toBe('Add at least one image.');
    expect(validateMediaSet({ desktop_default: { hash: 'a' } }, 'image')).toBeNull();
  });
  it('require at least one key with a video', () => {
    expect(validateMediaSet(null, 'video')).toBe('Add at least one video.');
    expect(validateMediaSet({ desktop: { videoHash: 'v' }, mobile: { videoHash: '' } }, 'video')).toBeNull();
    expect(filledSetKeys({ desktop: { videoHash: 'v' }, mobile: { videoHash: '' } }, 'video')).toEqual([
      'desktop',
    ]);
  });
});
