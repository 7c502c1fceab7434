import { screen, within } from '@testing-library/react';
import i18next from 'i18next';
import type { RouteObject } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FailedMail } from '@steelyard/domain/mail-outbox';
import { clearSession } from '../../../shared/session/session-store';
import { fakeApi, signInAs } from '../../../test/fake-api';
import { jsonReply, renderRoutes } from '../../../test/render';
import { Component as FailedMailRoute } from './failed-mail-route';

afterEach(async () => {
  vi.unstubAllGlobals();
  clearSession();
  await i18next.changeLanguage('en');
});

const ROUTES: RouteObject[] = [{ path: '/operator/failed-mail', Component: FailedMailRoute }];
const LIST = 'GET /api/admin/mail-outbox/failed';

const mail = (overrides: Partial<FailedMail> = {}): FailedMail => ({
  id: 'm-1',
  to: 'nobdy@demo-steel.example',
  subject: 'Your order PO-000101 has shipped',
  template: 'order-status-changed',
  locale: 'en',
  attempts: 1,
  error: "MailRejectedError: Can't send mail - all recipients were rejected: 550 5.1.1 No such user here",
  createdAt: '2026-11-20T10:00:00.000Z',
  ...overrides,
});
const page = (items: FailedMail[], totalItems = items.length) => ({
  items,
  currentPage: 1,
  maxPages: Math.max(1, Math.ceil(totalItems / 50)),
  totalItems,
});
const open = () => renderRoutes(ROUTES, { path: '/operator/failed-mail' });

describe('/operator/failed-mail', () => {
  it("lists each failed e-mail with recipient, subject, attempts and the mail server's reason", async () => {
    signInAs('u-auditor', ['OPERATOR_READONLY']);
    const calls = fakeApi({
      [LIST]: page([mail(), mail({ id: 'm-2', to: 'far@rhein-stahl.example', attempts: 8, error: null })], 2),
    });
    open();
    const table = await screen.findByRole('table', { name: 'Failed e-mails' });
    const first = within(table).getByText('nobdy@demo-steel.example').closest('tr')!;
    expect(within(first).getByText('Your order PO-000101 has shipped')).toBeInTheDocument();
    expect(within(first).getByText('order-status-changed · en')).toBeInTheDocument();
    expect(within(first).getByText(/550 5\.1\.1 No such user here/)).toBeInTheDocument();
    const second = within(table).getByText('far@rhein-stahl.example').closest('tr')!;
    expect(within(second).getByText('8')).toBeInTheDocument();
    expect(within(second).getByText('—')).toBeInTheDocument();
    expect(screen.getByText('2 of 2 shown')).toBeInTheDocument();
    expect(calls.to(LIST)[0]!.query.get('limit')).toBe('50');
  });

  it('says so when nothing failed, in the operator’s language', async () => {
    signInAs('u-operator', ['OPERATOR']);
    fakeApi({ [LIST]: page([]) });
    await i18next.changeLanguage('de');
    open();
    expect(await screen.findByText('Keine E-Mail ist fehlgeschlagen.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Fehlgeschlagene E-Mails' })).toBeInTheDocument();
  });

  it('offers to try again when the list cannot be loaded', async () => {
    signInAs('u-operator', ['OPERATOR']);
    fakeApi({ [LIST]: jsonReply(500, { statusCode: 500, kind: 'INTERNAL', message: 'Internal Server Error' }) });
    open();
    expect(await screen.findByRole('alert')).toHaveTextContent('The failed e-mails could not be loaded.');
  });
});
