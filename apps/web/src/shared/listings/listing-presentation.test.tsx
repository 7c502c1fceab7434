import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DocumentReference } from '@steelyard/domain/documents';
import { catalogues } from '../../test/catalogues';
import { changeLanguage } from '../i18n/i18n';
import { clearSession } from '../session/session-store';
import { fakeApi, signInAs } from '../../test/fake-api';
import { renderWithProviders } from '../../test/render';
import { DocumentList } from './document-list';
import { CODE_CATALOGUES, codeLabelKey } from './listing-labels';
import { ListingStatusBadge } from './listing-status-badge';
import { MaterialSummary } from './material-summary';

afterEach(() => {
  vi.unstubAllGlobals();
  clearSession();
});

function lookup(catalogue: Record<string, unknown>, key: string): unknown {
  return key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], catalogue);
}

const file = (n: number, size: number): DocumentReference => ({
  documentId: `d${n}`,
  kind: 'CERTIFICATE',
  contentType: 'application/pdf',
  meta: { fileName: `certificate-${n}.pdf`, size, lastModifiedDate: null },
  createdAt: '2026-03-01T10:00:00Z',
});

describe('listing labels', () => {
  it('every code of every catalogue has a text in English, German and Spanish', () => {
    for (const [catalogue, codes] of Object.entries(CODE_CATALOGUES)) {
      for (const code of codes) {
        for (const language of ['en', 'de', 'es'] as const) {
          const key = codeLabelKey(catalogue as keyof typeof CODE_CATALOGUES, code);
          expect(typeof lookup(catalogues[language], key), `${language} ${key}`).toBe('string');
        }
      }
    }
  });
});

describe('MaterialSummary', () => {
  it('shows the material lines, dimensions with ranges and tolerance, and the weight in its unit', () => {
    renderWithProviders(
      <MaterialSummary
        material={{
          product: 'SHEET',
          materialType: 'STAINLESS_STEEL',
          shape: 'FLAT',
          definition: 'COLD_ROLLED',
          specification: 'EN_10088_2',
          grade: '1.4404',
          finish: 'MILL_FINISH',
          millFinish: '2B',
          tolerance: 'EN_ISO_9445',
        }}
        dimensions={{ thickness: 1.5, minWidth: 1000, maxWidth: 1250, length: 2500 }}
        prime
        weight={12.5}
        tradeUnit="TON"
        numberOfItems={40}
      />,
    );
    expect(screen.getByText('Stainless steel')).toBeInTheDocument();
    expect(screen.getByText('1.4404 (316L)')).toBeInTheDocument();
    expect(screen.getByText('2B')).toBeInTheDocument();
    expect(screen.getByText('1,000 – 1,250 mm')).toBeInTheDocument();
    expect(screen.getByText('1.5 mm')).toBeInTheDocument();
    expect(screen.getByText('EN ISO 9445')).toBeInTheDocument();
    expect(screen.getByText('12.5 t')).toBeInTheDocument();
    expect(screen.getByText('Prime')).toBeInTheDocument();
  });

  it('writes two-sided per-side coatings as x/x', () => {
    renderWithProviders(
      <MaterialSummary
        material={{
          product: 'COIL',
          materialType: 'COATED_STEEL',
          coating: 'ELECTROLYTIC_ZINC',
          coatingThicknessValue: 'ZE25',
          coatingCoverage: 'TWO_SIDED',
        }}
      />,
    );
    expect(screen.getByText('ZE25/25')).toBeInTheDocument();
    expect(screen.getByText('Electrolytic zinc (ZE)')).toBeInTheDocument();
  });
});

describe('ListingStatusBadge', () => {
  it('labels the status in its tone', () => {
    renderWithProviders(<ListingStatusBadge status="PUBLISHED" />);
    expect(screen.getByText('Live').closest('[data-tone]')?.getAttribute('data-tone')).toBe('positive');
  });
});

describe('DocumentList', () => {
  it('shows three files, then the rest on "show more", with sizes in KB or MB', () => {
    renderWithProviders(
      <DocumentList files={[file(1, 999_999), file(2, 1_000_000), file(3, 5_000), file(4, 2_500_000)]} />,
    );
    // 999,999 bytes rounds to 1.0 MB, never "1000 KB" (issue 23, item 17)
    expect(screen.queryByText('1000 KB')).not.toBeInTheDocument();
    expect(screen.getAllByText('1.0 MB')).toHaveLength(2);
    expect(screen.getByText('5.0 KB')).toBeInTheDocument();
    expect(screen.queryByText('certificate-4.pdf')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Show 1 more' }));
    expect(screen.getByText('certificate-4.pdf')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show fewer' })).toBeInTheDocument();
  });

  it('writes the sizes in the language of the page: "0,6 KB" on German pages (issue 23, item 17)', async () => {
    await changeLanguage('de');
    try {
      renderWithProviders(<DocumentList files={[file(1, 640), file(2, 999_999)]} />);
      expect(screen.getByText('0,6 KB')).toBeInTheDocument();
      expect(screen.getByText('1,0 MB')).toBeInTheDocument();
    } finally {
      await changeLanguage('en');
    }
  });

  it('opens a file through the exchange call', async () => {
    signInAs('u1');
    const calls = fakeApi({
      'GET /api/universal/documents/d1/exchange': { url: '/api/files/token-1', expiresAt: '2026-03-01T10:05:00Z' },
    });
    const tab = { opener: {}, location: { href: '' }, close: vi.fn() };
    vi.stubGlobal(
      'open',
      vi.fn(() => tab),
    );
    renderWithProviders(<DocumentList files={[file(1, 10_000)]} />);
    fireEvent.click(screen.getByRole('button', { name: 'Open certificate-1.pdf' }));
    await waitFor(() => expect(tab.location.href).toBe('/api/files/token-1'));
    expect(calls.to('GET /api/universal/documents/d1/exchange')).toHaveLength(1);
  });
});
