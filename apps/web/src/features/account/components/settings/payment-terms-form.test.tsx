import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../../test/fake-api';
import { apiErrorReply, renderWithProviders } from '../../../../test/render';
import { organisation } from '../../testing/account-fixtures';
import { PaymentTermsForm } from './payment-terms-form';

afterEach(() => vi.unstubAllGlobals());

const PATCH = 'PATCH /api/manager/organisations/self/payment-terms';

function renderForm(onSaved = vi.fn()) {
  renderWithProviders(<PaymentTermsForm current="NET_30" cancelTo="/account" onSaved={onSaved} />);
  const save = () => screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement;
  const radio = (name: string) => screen.getByRole('radio', { name }) as HTMLInputElement;
  return { save, radio, onSaved };
}

describe('PaymentTermsForm (spec 000 §5: a required radio group, Save off while unchanged or saving)', () => {
  it('marks the group required and submits only other terms', async () => {
    const calls = fakeApi({ [PATCH]: organisation() });
    const { save, radio, onSaved } = renderForm();
    expect(screen.getByText('Payment terms').textContent).toContain('*');
    expect(radio('Net 30 days from invoice date').required).toBe(true);
    expect(radio('Net 30 days from invoice date').checked).toBe(true);
    expect(save().disabled).toBe(true);
    fireEvent.click(radio('Net 60 days from invoice date'));
    fireEvent.blur(radio('Net 60 days from invoice date'));
    expect(screen.queryByText('This field is required.')).not.toBeInTheDocument();
    expect(save().disabled).toBe(false);
    fireEvent.click(save());
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(calls.to(PATCH)[0]!.body).toEqual({ paymentTerms: 'NET_60' });
  });

  it('says when the terms could not be saved and keeps the choice', async () => {
    fakeApi({ [PATCH]: apiErrorReply(500, 'API', 'boom') });
    const { save, radio, onSaved } = renderForm();
    fireEvent.click(radio('Net 60 days from invoice date'));
    fireEvent.click(save());
    expect(await screen.findByText('The payment terms could not be saved. Please try again.')).toBeInTheDocument();
    expect(radio('Net 60 days from invoice date').checked).toBe(true);
    expect(onSaved).not.toHaveBeenCalled();
  });
});
