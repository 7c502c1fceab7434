import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { RenewButton } from './renew-button';

async function openDialog(onRenew: (quoteDeadline: string) => Promise<boolean>) {
  renderWithProviders(<RenewButton onRenew={onRenew} disabled={false} />);
  fireEvent.click(screen.getByRole('button', { name: 'Renew' }));
  const dialog = await screen.findByRole('dialog', { name: 'Renew RFQ' });
  return { dialog, deadline: within(dialog).getByLabelText(/Quote deadline/) };
}

describe('RenewButton', () => {
  it('asks for the deadline once the field was left, and sends nothing without one', async () => {
    const onRenew = vi.fn(async () => true);
    const { dialog, deadline } = await openDialog(onRenew);
    expect(within(dialog).queryByText('This field is required')).not.toBeInTheDocument();
    fireEvent.blur(deadline);
    expect(await within(dialog).findByText('This field is required')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Renew' }));
    fireEvent.change(deadline, { target: { value: '2099-01-15T09:30' } });
    await waitFor(() => expect(within(dialog).queryByText('This field is required')).not.toBeInTheDocument());
    expect(onRenew).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Renew' }));
    await waitFor(() => expect(onRenew).toHaveBeenCalledWith(new Date('2099-01-15T09:30').toISOString()));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('stays open when the renewal did not go through', async () => {
    const onRenew = vi.fn(async () => false);
    const { dialog, deadline } = await openDialog(onRenew);
    fireEvent.change(deadline, { target: { value: '2099-01-15T09:30' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Renew' }));
    await waitFor(() => expect(onRenew).toHaveBeenCalledTimes(1));
    expect(screen.getByRole('dialog', { name: 'Renew RFQ' })).toBeInTheDocument();
  });
});
