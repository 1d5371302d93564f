import { t, type MessageKey } from '../i18n';

/**
 * The status badge colours of spec 2 §9: draft primary, offline danger, online success, scheduled warning,
 * empty default, active success, inactive danger. Each tone is a text colour on a tinted background chosen so
 * the label reads at 4.5:1 or better (WCAG AA for small text); the border is the text colour's lighter shade.
 * The dark scheme has its own set: light text on a dark tint (DARK_TONE_COLOURS).
 */
export type StatusTone = 'primary' | 'danger' | 'success' | 'warning' | 'default';

export interface ToneColours {
  text: string;
  background: string;
  border: string;
}

export const TONE_COLOURS: Readonly<Record<StatusTone, ToneColours>> = {
  primary: { text: '#1d4e89', background: '#e8eff8', border: '#8fb0d6' },
  danger: { text: '#a4231b', background: '#fdecea', border: '#e8a29c' },
  success: { text: '#1b6330', background: '#e7f4ea', border: '#93c9a1' },
  warning: { text: '#7a4100', background: '#fff3e0', border: '#e6b56e' },
  default: { text: '#3d4752', background: '#eef0f3', border: '#b9c0c8' },
};

/** The same tones for the dark scheme: light text on a dark tint of the tone, 4.5:1 or better. */
export const DARK_TONE_COLOURS: Readonly<Record<StatusTone, ToneColours>> = {
  primary: { text: '#a9c8f5', background: '#16263b', border: '#46699a' },
  danger: { text: '#f5aaa3', background: '#3a1816', border: '#9a4b44' },
  success: { text: '#9fd9ad', background: '#12301b', border: '#3f8050' },
  warning: { text: '#f3c47f', background: '#382508', border: '#8a6226' },
  default: { text: '#c9d0d8', background: '#262c33', border: '#5b646e' },
};

/** The statuses the spec names and the tone of each. */
export const STATUS_TONES = {
  draft: 'primary',
  offline: 'danger',
  online: 'success',
  scheduled: 'warning',
  empty: 'default',
  active: 'success',
  inactive: 'danger',
} as const satisfies Record<string, StatusTone>;

export type KnownStatus = keyof typeof STATUS_TONES;

export function isKnownStatus(status: string): status is KnownStatus {
  return Object.hasOwn(STATUS_TONES, status);
}

/** The tone of a status; an unknown status gets the default tone. */
export function statusTone(status: string): StatusTone {
  return isKnownStatus(status) ? STATUS_TONES[status] : 'default';
}

/** The label of a status ('Online'); an unknown status shows as it comes. */
export function statusLabel(status: string): string {
  return isKnownStatus(status) ? t(`status.${status}` as MessageKey) : status;
}
