import { listNotificationsQueryPerPageMax } from '@generated/zod/notifications/notifications.zod';
import { OVERVIEW_DEFAULT_PAGE, OVERVIEW_DEFAULT_PER_PAGE } from './constants';

const positiveInteger = (value: string | null): number | undefined =>
  value !== null && /^\d+$/.test(value) && Number(value) >= 1 ? Number(value) : undefined;

/**
 * `page` and `perPage` of the notifications overview (spec 1 §5): values that are not positive whole numbers
 * fall back to page 1 and 50 per page; perPage is capped at the contract's maximum.
 */
export function notificationPaging(search: URLSearchParams): { page: number; perPage: number } {
  const page = positiveInteger(search.get('page')) ?? OVERVIEW_DEFAULT_PAGE;
  const perPage = Math.min(
    positiveInteger(search.get('perPage')) ?? OVERVIEW_DEFAULT_PER_PAGE,
    listNotificationsQueryPerPageMax,
  );
  return { page: Math.min(page, 2_147_483_647), perPage };
}
