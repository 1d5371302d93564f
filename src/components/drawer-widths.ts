/** The drawer widths of the spec, in px: filters 400 (spec 1 §9), comments 340 and entity details 380 (spec 2 §9). */
export const FILTER_DRAWER_WIDTH = 400;
export const COMMENTS_DRAWER_WIDTH = 340;
export const DETAILS_DRAWER_WIDTH = 380;
