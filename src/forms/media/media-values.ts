import { FocusPosition } from '@generated/model/focusPosition';
import type { ImageSet } from '@generated/model/imageSet';
import type { ImageValue } from '@generated/model/imageValue';
import type { MediaKind } from '@generated/model/mediaKind';
import type { VideoPlayerOptions } from '@generated/model/videoPlayerOptions';
import type { VideoSet } from '@generated/model/videoSet';
import type { VideoValue } from '@generated/model/videoValue';
import { t } from '@/i18n';

/** Player options of a freshly chosen video: all off (spec 1 §4.7). */
export const DEFAULT_VIDEO_PLAYER_OPTIONS: Readonly<Required<VideoPlayerOptions>> = Object.freeze({
  autoplay: false,
  loop: false,
  mute: false,
  hideControls: false,
});

/** The focus point an image gets when focus is enabled and none is chosen yet. */
export const DEFAULT_FOCUS: FocusPosition = FocusPosition['center-center'];

/** Choosing another video resets the video meta to the defaults; choosing the same one keeps it. */
export function changeVideo(value: VideoValue | null | undefined, videoHash: string): VideoValue {
  if (value && value.videoHash === videoHash) return value;
  return { ...value, videoHash, videoMeta: { player: { ...DEFAULT_VIDEO_PLAYER_OPTIONS } } };
}

/** Player options can be changed only once a video is chosen. */
export function playerOptionsDisabled(value: VideoValue | null | undefined): boolean {
  return !value?.videoHash;
}

/** The player options of a value, missing ones filled with the defaults. */
export function playerOptions(value: VideoValue | null | undefined): Required<VideoPlayerOptions> {
  return { ...DEFAULT_VIDEO_PLAYER_OPTIONS, ...value?.videoMeta?.player };
}

/** Turns one player option on or off (a value without a video stays as it is). */
export function setPlayerOption(
  value: VideoValue,
  option: keyof VideoPlayerOptions,
  enabled: boolean,
): VideoValue {
  if (playerOptionsDisabled(value)) return value;
  return {
    ...value,
    videoMeta: { ...value.videoMeta, player: { ...playerOptions(value), [option]: enabled } },
  };
}

/** The focus point to show: the chosen one, center-center when focus is enabled without one, else none. */
export function imageFocus(
  value: ImageValue | null | undefined,
  focusEnabled: boolean,
): FocusPosition | undefined {
  if (!focusEnabled) return undefined;
  return value?.meta?.focus ?? DEFAULT_FOCUS;
}

/** Applies the focus setting to a value: enabled → its focus or center-center; disabled → no focus. */
export function withImageFocus(value: ImageValue, focusEnabled: boolean, focus?: FocusPosition): ImageValue {
  if (!focusEnabled) {
    if (!value.meta?.focus) return value;
    const { focus: _dropped, ...meta } = value.meta;
    return { ...value, meta };
  }
  return { ...value, meta: { ...value.meta, focus: focus ?? value.meta?.focus ?? DEFAULT_FOCUS } };
}

/** The keys of a set that hold a chosen image or video. */
export function filledSetKeys(set: ImageSet | VideoSet | null | undefined, kind: MediaKind): string[] {
  if (!set) return [];
  return Object.entries(set)
    .filter(([, item]) =>
      Boolean(kind === 'image' ? (item as ImageValue)?.hash : (item as VideoValue)?.videoHash),
    )
    .map(([key]) => key);
}

/** Image sets and video sets require at least one key (spec 1 §5): a message when none is filled, else null. */
export function validateMediaSet(
  set: ImageSet | VideoSet | null | undefined,
  kind: MediaKind,
): string | null {
  return filledSetKeys(set, kind).length > 0
    ? null
    : t('media.set.error.empty', { kind: t(`media.set.kind.${kind}`) });
}
