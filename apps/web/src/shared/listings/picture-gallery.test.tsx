import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DocumentReference } from '@steelyard/domain/documents';
import { fakeApi, signInAs } from '../../test/fake-api';
import { renderWithProviders } from '../../test/render';
import { clearSession } from '../session/session-store';
import { PictureGallery } from './picture-gallery';

afterEach(() => {
  vi.unstubAllGlobals();
  clearSession();
});

const picture = (n: number, main = false): DocumentReference => ({
  documentId: `p${n}`,
  kind: 'PICTURE',
  contentType: 'image/png',
  meta: { fileName: `coil-${n}.png`, size: 40_000, lastModifiedDate: null },
  createdAt: '2026-03-01T10:00:00Z',
  main,
  thumbnail: true,
});

// the thumbnail and the picture get different addresses, as the server gives them; thumbnails
// come at each width made (issue 25)
const exchange = (r: { path: string; query: URLSearchParams }) => {
  const id = r.path.split('/')[4];
  const variant = r.query.get('variant') ?? 'original';
  return {
    url: `/api/files/${id}-${variant}`,
    expiresAt: '2026-03-01T10:05:00Z',
    ...(variant === 'thumbnail' && {
      thumbnails: [160, 320, 640].map((width) => ({
        width,
        url: width === 320 ? `/api/files/${id}-thumbnail` : `/api/files/${id}-thumbnail-${width}`,
      })),
    }),
  };
};

function renderGallery() {
  signInAs('u1');
  const calls = fakeApi(
    Object.fromEntries([1, 2, 3].map((n) => [`GET /api/universal/documents/p${n}/exchange`, exchange])),
  );
  renderWithProviders(
    <PictureGallery pictures={[picture(1), picture(2, true), picture(3)]} aria-label="Pictures" emptyText="None" />,
  );
  return calls;
}

describe('PictureGallery (issue 23, item 14)', () => {
  it('shows thumbnails in order with the main picture marked', async () => {
    renderGallery();
    const list = screen.getByRole('list', { name: 'Pictures' });
    const buttons = within(list).getAllByRole('button');
    expect(buttons.map((b) => b.getAttribute('aria-label'))).toEqual([
      'Open picture 1 of 3: coil-1.png',
      'Open picture 2 of 3: coil-2.png',
      'Open picture 3 of 3: coil-3.png',
    ]);
    await waitFor(() =>
      expect([...list.querySelectorAll('img')].map((i) => i.getAttribute('src'))).toEqual([
        '/api/files/p1-thumbnail',
        '/api/files/p2-thumbnail',
        '/api/files/p3-thumbnail',
      ]),
    );
    expect(within(list).getAllByRole('listitem')[1]!.textContent).toContain('Main picture');
  });

  it('lets the browser pick the thumbnail width for the 112 px tile, loading lazily (issue 25)', async () => {
    renderGallery();
    const list = screen.getByRole('list', { name: 'Pictures' });
    await waitFor(() => expect(list.querySelectorAll('img')).toHaveLength(3));
    const first = list.querySelector('img')!;
    expect(first.getAttribute('srcset')).toBe(
      '/api/files/p1-thumbnail-160 160w, /api/files/p1-thumbnail 320w, /api/files/p1-thumbnail-640 640w',
    );
    expect(first.getAttribute('sizes')).toBe('112px');
    expect(first.getAttribute('loading')).toBe('lazy');
    expect(first.getAttribute('decoding')).toBe('async');
  });

  it('opens a larger view that the arrow keys and buttons page through, and Escape closes', async () => {
    renderGallery();
    fireEvent.click(screen.getByRole('button', { name: 'Open picture 2 of 3: coil-2.png' }));
    const dialog = await screen.findByRole('dialog', { name: 'Picture 2 of 3' });
    // the picture itself, not its thumbnail
    await waitFor(() =>
      expect(within(dialog).getByRole('img', { name: 'coil-2.png' }).getAttribute('src')).toBe(
        '/api/files/p2-original',
      ),
    );
    fireEvent.keyDown(within(dialog).getByRole('button', { name: 'Next picture' }), { key: 'ArrowRight' });
    expect(await screen.findByRole('dialog', { name: 'Picture 3 of 3' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Next picture' }));
    expect(await screen.findByRole('dialog', { name: 'Picture 1 of 3' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Previous picture' }));
    expect(await screen.findByRole('dialog', { name: 'Picture 3 of 3' })).toBeInTheDocument();
    // the close button is named (axe's button-name)
    expect(within(screen.getByRole('dialog')).getByRole('button', { name: 'Close dialog' })).toBeInTheDocument();
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('says so when there are no pictures', () => {
    renderWithProviders(<PictureGallery pictures={[]} emptyText="No pictures" />);
    expect(screen.getByText('No pictures')).toBeInTheDocument();
  });
});
