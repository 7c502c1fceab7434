import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { CollectionEmpty, CollectionFailed, CollectionLoader } from './collection-states';

describe('collection states', () => {
  it('names the loader "Loading…"', () => {
    renderWithProviders(<CollectionLoader />);
    expect(screen.getByLabelText('Loading…')).toBeInTheDocument();
  });

  it("alerts the list's own message and forces a reload on Try again (an unchanged load would be skipped)", () => {
    const load = vi.fn(() => true);
    renderWithProviders(<CollectionFailed collection={{ load }} message="Orders could not be loaded." />);
    expect(screen.getByRole('alert').textContent).toBe('Orders could not be loaded.');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(load).toHaveBeenCalledExactlyOnceWith({ force: true });
  });

  it('says what an empty list means as a status, with the optional body and action', () => {
    renderWithProviders(
      <CollectionEmpty
        icon={<svg data-testid="icon" aria-hidden />}
        title="No RFQs to review"
        body="New ones show here."
        action={<button type="button">Create</button>}
      />,
    );
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('No RFQs to reviewNew ones show here.Create');
    expect(screen.getByTestId('icon')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create' })).toBeInTheDocument();
  });

  it('shows the title alone when a list has no body or action', () => {
    renderWithProviders(<CollectionEmpty icon={null} title="No orders" />);
    expect(screen.getByRole('status').textContent).toBe('No orders');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
