import { render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { describe, expect, it } from 'vitest';
import type { OverviewRow } from '@/features/overview/entity-api';
import { ListView } from '@/features/overview/list-view';
import { OverviewContext } from '@/features/overview/overview-context';
import { FIRST_PASS_ROWS, ROWS_PER_PASS, useProgressiveRows } from '@/features/overview/use-progressive-rows';
import { getEntityConfig } from '@/entities';

const list = (count: number, from = 1) =>
  Array.from({ length: count }, (_, index) => ({ id: from + index, internalName: `Row ${from + index}` }));

/** Records what each commit showed: null for the placeholders, else the number of rows and `complete`. */
function Probe({
  rows,
  loading,
  commits,
}: {
  rows: readonly { id: number }[];
  loading: boolean;
  commits: string[];
}) {
  const { shown, complete } = useProgressiveRows(rows, loading);
  const label = shown === null ? 'placeholders' : `${shown.length}${complete ? ' complete' : ''}`;
  useEffect(() => {
    commits.push(label);
  }, [commits, label]);
  return null;
}

describe('useProgressiveRows', () => {
  it('goes from the placeholders to the rows in passes, the last one complete', () => {
    expect([FIRST_PASS_ROWS, ROWS_PER_PASS]).toEqual([5, 5]);
    const commits: string[] = [];
    const { rerender } = render(<Probe rows={[]} loading commits={commits} />);
    rerender(<Probe rows={list(12)} loading={false} commits={commits} />);
    expect(commits).toEqual(['placeholders', '5', '10', '12 complete']);
  });

  it('shows a list fetched again at once, and starts with the first pass after the placeholders again', () => {
    const commits: string[] = [];
    const { rerender } = render(<Probe rows={[]} loading commits={commits} />);
    rerender(<Probe rows={list(12)} loading={false} commits={commits} />);
    commits.length = 0;
    // A refetch of the same page: the new rows replace the old ones in one render.
    rerender(<Probe rows={list(12, 100)} loading={false} commits={commits} />);
    expect(commits).toEqual([]);
    // Another page: placeholders, then the passes again.
    rerender(<Probe rows={[]} loading commits={commits} />);
    rerender(<Probe rows={list(7, 200)} loading={false} commits={commits} />);
    expect(commits).toEqual(['placeholders', '5', '7 complete']);
  });
});

describe('ListView in passes', () => {
  it('renders every row in the end and is busy until then', () => {
    const headlines = [
      { name: 'name', label: 'Name', cell: { field: 'internalName', component: 'Text' } },
    ] as never;
    const view = (rows: OverviewRow[], loading: boolean) => (
      <OverviewContext.Provider
        value={{
          config: getEntityConfig('story'),
          apps: [],
          mediaUrls: null,
          notify: () => {},
          refetchList: () => {},
        }}
      >
        <ListView rows={rows} headlines={headlines} loading={loading} onSort={() => {}} onOpen={() => {}} />
      </OverviewContext.Provider>
    );
    const { rerender } = render(view([], true));
    expect(screen.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    rerender(view(list(12) as never, false));
    expect(screen.getAllByRole('row')).toHaveLength(13);
    expect(screen.getByRole('cell', { name: 'Row 12' })).toBeInTheDocument();
    expect(screen.getByRole('table')).not.toHaveAttribute('aria-busy');
  });
});
