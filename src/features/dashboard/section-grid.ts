import type { DashboardSection } from '@generated/model';
import { DASHBOARD_GAP_PX, DASHBOARD_MIN_COLUMN_PX } from './dashboard-constants';

/** A section's auto-fit grid: columns of at least 300 px, the section's gap (24 px unless it says otherwise). */
export function sectionGridStyle(section: Pick<DashboardSection, 'gap' | 'height'>) {
  return {
    display: 'grid',
    gridTemplateColumns: `repeat(auto-fit, minmax(min(${DASHBOARD_MIN_COLUMN_PX}px, 100%), 1fr))`,
    gap: `${section.gap ?? DASHBOARD_GAP_PX}px`,
    ...(section.height ? { gridAutoRows: `${section.height}px` } : {}),
  } as const;
}
