// Business constants of the notification screens (spec 1 §9), in one place.
export const NOTIFICATION_READ_DELAY_MS = 3000;
export const NOTIFICATION_COUNT_REFETCH_MS = 60_000;
export const FLYOUT_SCROLL_THRESHOLD = 0.9;
export const FLYOUT_PAGE_SIZE = 10;
export const FLYOUT_WIDTH = 320;
export const FLYOUT_MAX_HEIGHT = 520;
export const FLYOUT_EMPTY_HEIGHT = 320;
export const NOTIFICATION_TOAST_WIDTH = 360;
export const OVERVIEW_DEFAULT_PAGE = 1;
export const OVERVIEW_DEFAULT_PER_PAGE = 50;
/** Time of a notification (spec 1 §2.11 items). */
export const NOTIFICATION_TIME_FORMAT = 'dd.MM.yyyy, HH:mm';
