// The server's clock per database handle (BuildAppOptions.now → app.now): code that derives time-dependent
// facts from rows it read through `db` (shop-config statuses) asks it, so tests that move the clock see
// statuses move with it. Without a registered clock (a transaction handle, scripts) it is the system clock.
// SQL filters on status (overviews, dashboard) use the database's now(), the same moment in production.
import type { Db } from '@server/db/client';

const clocks = new WeakMap<object, () => Date>();

export function setClock(db: Db, now: () => Date): void {
  clocks.set(db, now);
}

export function nowOf(db: Db): Date {
  return clocks.get(db)?.() ?? new Date();
}
