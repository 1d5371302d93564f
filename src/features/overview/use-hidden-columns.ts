import { useCallback, useState } from 'react';
import type { OverviewHeadline } from '@generated/model';
import { readHiddenColumns, toggleColumn, writeHiddenColumns } from './column-visibility';

/** Hidden columns of one entity type and view, persisted in local storage. */
export function useHiddenColumns(entityType: string, view: string, headlines: readonly OverviewHeadline[]) {
  const key = `${entityType}.${view}.${headlines.map((h) => h.name).join(',')}`;
  const [state, setState] = useState(() => ({ key, hidden: readHiddenColumns(entityType, view, headlines) }));
  let hidden = state.hidden;
  if (state.key !== key) {
    hidden = readHiddenColumns(entityType, view, headlines);
    setState({ key, hidden });
  }
  const toggle = useCallback(
    (name: string) => {
      setState((current) => {
        const next = toggleColumn(current.hidden, name, headlines);
        writeHiddenColumns(entityType, view, next);
        return { ...current, hidden: next };
      });
    },
    [entityType, view, headlines],
  );
  return { hidden, toggle };
}
