import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Toaster } from '@/app/toaster';
import { ToasterBoundary } from '@/app/toaster-boundary';
import { getToasts, showToast } from '@/lib/toasts';

describe('Toaster', () => {
  it('renders nothing (and loads no MUI snackbar code) without notifications', () => {
    const { container } = render(<Toaster />);
    expect(container).toBeEmptyDOMElement();
  });

  it('announces errors as alerts and the rest as status, with title and a labelled close button', async () => {
    render(<Toaster />);
    act(() => {
      showToast({ severity: 'error', message: 'It broke', title: 'Upload' });
      showToast({ severity: 'success', message: 'copied to clipboard' });
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Upload');
    expect(alert).toHaveTextContent('It broke');
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('copied to clipboard');
    expect(within(status).getByRole('button', { name: 'Close notification' })).toBeInTheDocument();
  });

  it('dismisses a toast with its close button', async () => {
    render(<Toaster />);
    act(() => void showToast({ severity: 'info', message: 'Saved' }));
    const status = await screen.findByRole('status');
    await userEvent.click(within(status).getByRole('button', { name: 'Close notification' }));
    await waitFor(() => expect(screen.queryByText('Saved')).not.toBeInTheDocument());
    expect(getToasts()).toEqual([]);
  });

  it('a failing toaster renders nothing instead of taking the page down', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const Broken = () => {
      throw new Error('chunk failed');
    };
    const { container } = render(
      <div>
        <p>page</p>
        <ToasterBoundary>
          <Broken />
        </ToasterBoundary>
      </div>,
    );
    expect(container).toHaveTextContent('page');
  });
});
