import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiErrorReply, jsonReply, renderWithProviders } from '../../../test/render';
import { ForgotPasswordForm } from './forgot-password-form';

const fetchMock = vi.fn<(uri: string, init: RequestInit) => Promise<Response>>();
beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

const emailInput = () => screen.getByLabelText('Email', { exact: false, selector: 'input' });
const sendLink = () => screen.getByRole('button', { name: 'Send link' }) as HTMLButtonElement;

describe('ForgotPasswordForm', () => {
  it('asks for a valid e-mail before "Send link" is enabled', async () => {
    fetchMock.mockResolvedValue(jsonReply(404, {}));
    renderWithProviders(<ForgotPasswordForm />);
    expect(sendLink().disabled).toBe(true);
    fireEvent.change(emailInput(), { target: { value: 'buyer@' } });
    fireEvent.blur(emailInput());
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(sendLink().disabled).toBe(true);
  });

  it('sends the link, confirms it and can send it again', async () => {
    fetchMock.mockImplementation(async (uri) =>
      uri === '/api/auth/forgot-password' ? jsonReply(204) : jsonReply(404, {}),
    );
    renderWithProviders(<ForgotPasswordForm defaultEmail="buyer@demo-steel.example" />);
    await waitFor(() => expect(sendLink().disabled).toBe(false));
    fireEvent.click(sendLink());
    expect(await screen.findByText('Check your email')).toBeInTheDocument();
    expect(screen.getByText(/If there is an account for buyer@demo-steel.example/)).toBeInTheDocument();
    expect(screen.getByText(/valid for 24 hours/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Resend link' }));
    await waitFor(() =>
      expect(fetchMock.mock.calls.filter(([uri]) => uri === '/api/auth/forgot-password')).toHaveLength(2),
    );
    const bodies = fetchMock.mock.calls
      .filter(([uri]) => uri === '/api/auth/forgot-password')
      .map(([, init]) => JSON.parse(init.body as string) as unknown);
    expect(bodies).toEqual([
      { email: 'buyer@demo-steel.example', tenant: 'MARKETPLACE' },
      { email: 'buyer@demo-steel.example', tenant: 'MARKETPLACE' },
    ]);
  });

  it('tells a refused captcha and a rate limit apart from other failures', async () => {
    fetchMock.mockImplementation(async (uri) =>
      uri === '/api/auth/forgot-password'
        ? apiErrorReply(429, 'RATE_LIMITED', 'Too many requests. Please retry later.')
        : jsonReply(404, {}),
    );
    renderWithProviders(<ForgotPasswordForm defaultEmail="buyer@demo-steel.example" />);
    await waitFor(() => expect(sendLink().disabled).toBe(false));
    fireEvent.click(sendLink());
    expect(await screen.findByText('Too many requests. Please wait a moment and try again.')).toBeInTheDocument();
    expect(screen.queryByText('Check your email')).not.toBeInTheDocument();
  });
});
