import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { ReasonButton } from './reason-button';

function renderButton(onConfirm: (reason: string) => Promise<boolean>) {
  renderWithProviders(<ReasonButton label="Suspend" title="Suspend" confirmLabel="Suspend" onConfirm={onConfirm} />);
  fireEvent.click(screen.getByRole('button', { name: 'Suspend' }));
}

const dialog = () => screen.findByRole('dialog', { name: 'Suspend' });

describe('ReasonButton', () => {
  it('asks for a reason once the field was left and sends it trimmed', async () => {
    const onConfirm = vi.fn(async () => true);
    renderButton(onConfirm);
    const modal = await dialog();
    const reason = within(modal).getByRole('textbox', { name: /Reason/ });
    const confirm = within(modal).getByRole('button', { name: 'Suspend' }) as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
    expect(within(modal).queryByText('This field is required.')).not.toBeInTheDocument();
    fireEvent.change(reason, { target: { value: '   ' } });
    fireEvent.blur(reason);
    expect(await within(modal).findByText('This field is required.')).toBeInTheDocument();
    expect(confirm.disabled).toBe(true);
    fireEvent.change(reason, { target: { value: ' Overdue invoices ' } });
    await waitFor(() => expect(within(modal).queryByText('This field is required.')).not.toBeInTheDocument());
    fireEvent.click(confirm);
    await waitFor(() => expect(onConfirm).toHaveBeenCalledWith('Overdue invoices'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('keeps the dialog and the reason when the decision did not go through, and a cancelled reason too', async () => {
    const onConfirm = vi.fn(async () => false);
    renderButton(onConfirm);
    let modal = await dialog();
    fireEvent.change(within(modal).getByRole('textbox', { name: /Reason/ }), { target: { value: 'Fraud' } });
    fireEvent.click(within(modal).getByRole('button', { name: 'Suspend' }));
    await waitFor(() => expect(onConfirm).toHaveBeenCalledWith('Fraud'));
    expect(screen.getByRole('dialog', { name: 'Suspend' })).toBeInTheDocument();
    fireEvent.click(within(modal).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    fireEvent.click(screen.getByRole('button', { name: 'Suspend' }));
    modal = await dialog();
    expect((within(modal).getByRole('textbox', { name: /Reason/ }) as HTMLTextAreaElement).value).toBe('Fraud');
  });
});
