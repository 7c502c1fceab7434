import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ORGANISATION_MESSAGES } from '@steelyard/domain/account-messages';
import { apiErrorReply, jsonReply, renderWithProviders } from '../../../../test/render';
import { organisation } from '../../testing/account-fixtures';
import { PurchaseContactForm } from './purchase-contact-form';

const fetchMock = vi.fn<(uri: string, init: RequestInit) => Promise<Response>>();
beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

const RULE = 'The name and the email must both differ from the current purchase contact.';

function renderForm(onSaved = vi.fn()) {
  renderWithProviders(<PurchaseContactForm organisation={organisation()} cancelTo="/account" onSaved={onSaved} />);
  const field = (label: string) => screen.getByLabelText(label, { exact: false, selector: 'input' });
  const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
  const save = () => screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement;
  return { type, save, onSaved };
}

describe('PurchaseContactForm (spec 000 §5: name and e-mail both differ from the current ones)', () => {
  it('keeps Save off and says why while only one field differs', async () => {
    const { type, save } = renderForm();
    expect(save().disabled).toBe(true);
    type('Purchase contact name', 'Pat Purchaser');
    expect(await screen.findByText(RULE)).toBeInTheDocument();
    expect(save().disabled).toBe(true);
    type('Purchase contact name', 'Alice Manager');
    type('Purchase contact email', 'pat@demo-steel.example');
    expect(await screen.findByText(RULE)).toBeInTheDocument();
    expect(save().disabled).toBe(true);
    type('Purchase contact name', 'Pat Purchaser');
    await waitFor(() => expect(save().disabled).toBe(false));
    expect(screen.queryByText(RULE)).not.toBeInTheDocument();
  });

  it('saves a contact whose name and e-mail both differ', async () => {
    fetchMock.mockImplementation(async (uri, init) =>
      uri === '/api/manager/organisations/self/purchase-contact' && init.method === 'PATCH'
        ? jsonReply(200, organisation({ purchaseContactName: 'Pat Purchaser' }))
        : jsonReply(404, {}),
    );
    const { type, save, onSaved } = renderForm();
    type('Purchase contact name', 'Pat Purchaser');
    type('Purchase contact email', 'pat@demo-steel.example');
    await waitFor(() => expect(save().disabled).toBe(false));
    fireEvent.click(save());
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    const [, init] = fetchMock.mock.calls.find(([uri]) => uri.endsWith('/purchase-contact'))!;
    expect(JSON.parse(init.body as string)).toEqual({
      purchaseContactName: 'Pat Purchaser',
      purchaseContactEmail: 'pat@demo-steel.example',
    });
  });

  it("shows the server's refusal in the catalogue's words", async () => {
    fetchMock.mockImplementation(async () =>
      apiErrorReply(400, 'VALIDATION', ORGANISATION_MESSAGES.purchaseContactUnchanged),
    );
    const { type, save, onSaved } = renderForm();
    type('Purchase contact name', 'Pat Purchaser');
    type('Purchase contact email', 'pat@demo-steel.example');
    await waitFor(() => expect(save().disabled).toBe(false));
    fireEvent.click(save());
    expect((await screen.findByRole('alert')).textContent).toBe(RULE);
    expect(onSaved).not.toHaveBeenCalled();
  });
});
