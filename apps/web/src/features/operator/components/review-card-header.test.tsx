import { Button } from '@mantine/core';
import { act, fireEvent, screen } from '@testing-library/react';
import type { ComponentProps } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../../shared/i18n/i18n';
import { renderWithProviders } from '../../../test/render';
import { formatDateTime } from '../../../shared/i18n/intl-formats';
import { ReviewCardHeader, type ReviewCardApprove } from './review-card-header';

afterEach(() => changeLanguage('en'));

const SUBMITTED = '2026-03-02T10:00:00.000Z';

const approve = (overrides: Partial<ReviewCardApprove> = {}): ReviewCardApprove => ({
  label: 'Approve',
  ariaLabel: 'Approve WG-000001',
  loading: false,
  disabled: false,
  onClick: vi.fn(),
  ...overrides,
});

function renderHeader(props: Partial<ComponentProps<typeof ReviewCardHeader>> = {}) {
  return renderWithProviders(
    <article aria-labelledby="widget-1">
      <ReviewCardHeader
        titleId="widget-1"
        title="WG-000001 · Widget"
        organisation={{ id: 'o/demo', name: 'Demo Steel Trading Ltd' }}
        submittedAt={SUBMITTED}
        submittedLabel={(date) => `Submitted on ${date}`}
        {...props}
      />
    </article>,
  );
}

describe('ReviewCardHeader', () => {
  it('names the card after its level-2 title, links the organisation and says when it was submitted', () => {
    renderHeader();
    const heading = screen.getByRole('heading', { level: 2, name: 'WG-000001 · Widget' });
    expect(heading.id).toBe('widget-1');
    expect(screen.getByRole('article', { name: 'WG-000001 · Widget' })).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'Demo Steel Trading Ltd' });
    expect(link.getAttribute('href')).toBe('/operator/organisations/o%2Fdemo');
    expect(screen.getByText(`Submitted on ${formatDateTime(SUBMITTED, 'en-GB')}`)).toBeInTheDocument();
    expect(screen.getByText(/^Submitted on 2 Mar 2026, \d\d:\d\d$/)).toBeInTheDocument();
  });

  it("gives the date in the reader's language", async () => {
    await act(() => changeLanguage('de'));
    renderHeader();
    expect(screen.getByText(`Submitted on ${formatDateTime(SUBMITTED, 'de-DE')}`)).toBeInTheDocument();
    expect(screen.getByText(/^Submitted on 02\.03\.2026, \d\d:\d\d$/)).toBeInTheDocument();
  });

  it('leaves out the submitted line when there is no date', () => {
    renderHeader({ submittedAt: null });
    expect(screen.queryByText(/Submitted on/)).not.toBeInTheDocument();
  });

  it('shows Approve (named after the entry) and the given Reject, Approve calling back', () => {
    const onClick = vi.fn();
    renderHeader({
      decision: {
        approve: approve({ onClick }),
        reject: <Button aria-label="Reject WG-000001">Reject</Button>,
      },
    });
    const button = screen.getByRole('button', { name: 'Approve WG-000001' });
    expect(button.textContent).toBe('Approve');
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Reject WG-000001' })).toBeInTheDocument();
  });

  it('shows Approve disabled or loading while a decision runs', () => {
    const onClick = vi.fn();
    const { unmount } = renderHeader({ decision: { approve: approve({ disabled: true, onClick }), reject: null } });
    const disabled = screen.getByRole('button', { name: 'Approve WG-000001' }) as HTMLButtonElement;
    expect(disabled.disabled).toBe(true);
    fireEvent.click(disabled);
    expect(onClick).not.toHaveBeenCalled();
    unmount();

    renderHeader({ decision: { approve: approve({ loading: true, disabled: true }), reject: null } });
    expect(screen.getByRole('button', { name: 'Approve WG-000001' }).hasAttribute('data-loading')).toBe(true);
  });

  it('has no buttons without a decision (read-only operators)', () => {
    renderHeader({ decision: undefined });
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Demo Steel Trading Ltd' })).toBeInTheDocument();
  });
});
