import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { OverviewFooter } from '@/features/overview/overview-footer';

const footer = (total: number, count: number) =>
  render(
    <OverviewFooter
      page={1}
      perPage={20}
      count={count}
      total={total}
      totalPages={Math.ceil(total / 20)}
      loading={false}
      onPage={vi.fn()}
      onPerPage={vi.fn()}
    />,
  );

describe('OverviewFooter (issue 27 #18)', () => {
  it("an empty list's footer says nothing about a range", () => {
    footer(0, 0);
    expect(screen.queryByText(/Showing 0-0 from 0/)).not.toBeInTheDocument();
  });

  it('a list with rows shows its range', () => {
    footer(41, 20);
    expect(screen.getByRole('status')).toHaveTextContent('Showing 1-20 from 41');
  });
});
