import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ALERT_COMMENT_MAX_LENGTH } from '@steelyard/domain/alerts';
import { clearSession } from '../../../shared/session/session-store';
import { fakeApi, signInAs } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render';
import { BUYER } from '../testing/search-fixtures';
import { SaveAlertButton } from './save-alert-button';

const FILTER = 'material.product=COIL';
const CREATE = 'POST /api/universal/listing-alerts/';

afterEach(() => {
  vi.unstubAllGlobals();
  clearSession();
});

async function openDialog() {
  signInAs(BUYER.id, BUYER.roles);
  const api = fakeApi({ [CREATE]: { id: 'a1', numberOfListings: 2 } });
  renderWithProviders(<SaveAlertButton filterQuery={FILTER} />);
  fireEvent.click(screen.getByRole('button', { name: 'Save as alert' }));
  const dialog = await screen.findByRole('dialog', { name: 'Save this search as an alert' });
  return { api, dialog, comment: within(dialog).getByLabelText('Comment (optional)') };
}

describe('SaveAlertButton', () => {
  it('refuses a comment over the limit once the field was left, and sends nothing', async () => {
    const { api, dialog, comment } = await openDialog();
    // the field stops typing at the limit; a longer value set from outside is still refused
    fireEvent.change(comment, { target: { value: 'x'.repeat(ALERT_COMMENT_MAX_LENGTH + 1) } });
    expect(within(dialog).queryByText('Maximum characters limit exceeded.')).not.toBeInTheDocument();
    fireEvent.blur(comment);
    expect(await within(dialog).findByText('Maximum characters limit exceeded.')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save alert' }));
    fireEvent.change(comment, { target: { value: 'x'.repeat(ALERT_COMMENT_MAX_LENGTH) } });
    await waitFor(() =>
      expect(within(dialog).queryByText('Maximum characters limit exceeded.')).not.toBeInTheDocument(),
    );
    expect(within(dialog).getByText('Characters left: 0')).toBeInTheDocument();
    expect(api.to(CREATE)).toHaveLength(0);
  });

  it('sends a blank comment as none and empties the field for the next alert', async () => {
    const { api, dialog, comment } = await openDialog();
    fireEvent.change(comment, { target: { value: '   ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save alert' }));
    await waitFor(() => expect(api.to(CREATE)).toHaveLength(1));
    expect(api.to(CREATE)[0]!.body).toMatchObject({ filterQuery: FILTER, comment: null });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    fireEvent.click(screen.getByRole('button', { name: 'Save as alert' }));
    const again = await screen.findByRole('dialog', { name: 'Save this search as an alert' });
    expect((within(again).getByLabelText('Comment (optional)') as HTMLTextAreaElement).value).toBe('');
  });
});
