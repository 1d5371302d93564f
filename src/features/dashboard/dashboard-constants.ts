/** Dashboard constants (spec 1 §9). */
export const DASHBOARD_GAP_PX = 24;
export const DASHBOARD_MIN_COLUMN_PX = 300;
/** The welcome block is light from 9:00 until 18:00 local time. */
export const WELCOME_LIGHT_FROM_HOUR = 9;
export const WELCOME_LIGHT_UNTIL_HOUR = 18;
export const WIDGET_DEFAULT_PAGE = 1;
export const WIDGET_DEFAULT_PER_PAGE = 20;
