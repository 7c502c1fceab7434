import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DocumentReference } from '@steelyard/domain/documents';
import { clearSession } from '../../../shared/session/session-store';
import { fakeApi, signInAs } from '../../../test/fake-api';
import { renderRoutes } from '../../../test/render';
import { SELLER, startReplies, WIZARD_TEST_ROUTES } from '../testing/wizard-fixtures';

/*
 * The wizard's uploads, through a stand-in for the browser's XMLHttpRequest (the upload call sends
 * with it for its progress). Not vi.mock of the upload call: the web suite shares one module cache
 * per worker (vitest.config.ts, isolate: false), so a module mocked in one file may be the real one
 * here, or the other way round. `hold` keeps each upload running until the test answers it;
 * otherwise every upload answers at once with a picture named like its file.
 */
const upload = { hold: false, resolve: null as null | ((reference: DocumentReference) => void) };

class FakeUploadRequest {
  status = 0;
  responseText = '';
  withCredentials = false;
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  open() {}
  setRequestHeader() {}
  send(form: FormData) {
    const file = form.get('file') as File;
    const answer = (reference: DocumentReference) => {
      this.status = 201;
      this.responseText = JSON.stringify(reference);
      this.onload?.();
    };
    if (upload.hold) {
      upload.resolve = answer;
      return;
    }
    setTimeout(() =>
      answer({
        documentId: `doc-${file.name}`,
        kind: 'PICTURE',
        contentType: 'image/png',
        meta: { fileName: file.name, size: file.size, lastModifiedDate: null },
        createdAt: '2026-03-10T09:00:00Z',
        main: false,
        thumbnail: true,
      }),
    );
  }
}

// Tuesday 10 March 2026, 09:00 in London (GMT): the first expiry day is today, slots from 13:00
const NOW = new Date('2026-03-10T09:00:00Z');

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  vi.stubGlobal('XMLHttpRequest', FakeUploadRequest);
  upload.hold = false;
  upload.resolve = null;
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  clearSession();
});

const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;

function start() {
  signInAs(SELLER.id, SELLER.roles);
  const calls = fakeApi(startReplies(SELLER));
  renderRoutes(WIZARD_TEST_ROUTES, { path: '/listings/create' });
  return { calls };
}

const pngs = (count: number, from = 1) =>
  Array.from({ length: count }, (_, i) => new File(['png'], `picture-${from + i}.png`, { type: 'image/png' }));

async function startWithPictures() {
  signInAs(SELLER.id, SELLER.roles);
  const calls = fakeApi({
    ...startReplies(SELLER),
    ...Object.fromEntries(
      [1, 2, 3].map((n) => [
        `GET /api/universal/documents/doc-picture-${n}.png/exchange`,
        { url: '/api/files/thumbnail', expiresAt: '2026-03-10T09:05:00Z' },
      ]),
    ),
  });
  renderRoutes(WIZARD_TEST_ROUTES, { path: '/listings/create' });
  await screen.findByRole('heading', { name: 'Create listing' });
  // pictures belong to non-prime material
  fireEvent.click(screen.getByRole('radio', { name: 'Non-prime' }));
  const input = await waitFor(() => {
    const found = document.querySelector<HTMLInputElement>('input[type="file"][accept*="image/png"]');
    expect(found).not.toBeNull();
    return found!;
  });
  return { calls, input };
}

const pictureNames = () =>
  screen.getAllByTestId('picture-item').map((item) => within(item).getByText(/^picture-\d+\.png$/).textContent);

describe('uploads', () => {
  it('shows the upload, blocks Next and Save while it runs, and lists the file when it is done', async () => {
    upload.hold = true;
    start();
    await screen.findByRole('heading', { name: 'Create listing' });
    const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    const file = new File(['%PDF-1.7'], 'mill.pdf', { type: 'application/pdf' });
    fireEvent.change(input, { target: { files: [file] } });
    expect(await screen.findByText('Uploading')).toBeInTheDocument();
    expect(button('Next').disabled).toBe(true);
    expect(button('Save as draft').disabled).toBe(true);
    expect(screen.getByText('Please wait until all files have been uploaded.')).toBeInTheDocument();
    const reference: DocumentReference = {
      documentId: 'doc-1',
      kind: 'CERTIFICATE',
      contentType: 'application/pdf',
      meta: { fileName: 'mill.pdf', size: 8, lastModifiedDate: null },
      createdAt: NOW.toISOString(),
    };
    await act(async () => upload.resolve!(reference));
    expect(button('Next').disabled).toBe(false);
    expect(screen.getByRole('button', { name: 'Remove mill.pdf' })).toBeInTheDocument();
    // the upload status "Success" of spec 001 §3 (issue 23, item 17)
    expect(screen.getByRole('status').textContent).toBe('Uploaded');
    expect(screen.queryByText('Uploading')).not.toBeInTheDocument();
  });

  it('refuses a file of the wrong type before uploading', async () => {
    start();
    await screen.findByRole('heading', { name: 'Create listing' });
    const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    fireEvent.change(input, { target: { files: [new File(['x'], 'notes.txt', { type: 'text/plain' })] } });
    expect(await screen.findByText('Unsupported file type')).toBeInTheDocument();
    expect(button('Next').disabled).toBe(false);
  });
});

describe('wizard pictures (issue 23, item 14)', () => {
  it('says how many pictures were not added when more are chosen than allowed', async () => {
    const { input } = await startWithPictures();
    fireEvent.change(input, { target: { files: pngs(8) } });
    await waitFor(() => expect(screen.getAllByTestId('picture-item')).toHaveLength(8), { timeout: 5000 });
    fireEvent.change(input, { target: { files: pngs(5, 9) } });
    expect((await screen.findByText(/were not added/)).textContent).toBe(
      'You can add 2 more pictures; 3 were not added.',
    );
    await waitFor(() => expect(screen.getAllByTestId('picture-item')).toHaveLength(10), { timeout: 5000 });
    expect(pictureNames().slice(-2)).toEqual(['picture-9.png', 'picture-10.png']);
    // the limit is reached: no more choosing
    expect(screen.queryByRole('button', { name: 'Choose files' })).not.toBeNull(); // the certificates' button
    expect(document.querySelector('input[type="file"][accept*="image/png"]')).toBeNull();
  });

  it('shows thumbnails in the chosen order, moves pictures and sets the main one', async () => {
    const { calls } = await startWithPictures().then(async (started) => {
      fireEvent.change(started.input, { target: { files: pngs(3) } });
      await waitFor(() => expect(screen.getAllByTestId('picture-item')).toHaveLength(3), { timeout: 5000 });
      return started;
    });
    expect(pictureNames()).toEqual(['picture-1.png', 'picture-2.png', 'picture-3.png']);
    // thumbnails through the exchange's thumbnail variant
    await waitFor(() => expect(document.querySelectorAll('img[src="/api/files/thumbnail"]')).toHaveLength(3));
    const exchanges = calls.requests.filter((r) => r.path.endsWith('/exchange'));
    expect(exchanges.map((r) => r.query.get('variant'))).toEqual(['thumbnail', 'thumbnail', 'thumbnail']);
    expect((screen.getByRole('button', { name: 'Move picture-1.png up' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Move picture-3.png up' }));
    expect(pictureNames()).toEqual(['picture-1.png', 'picture-3.png', 'picture-2.png']);
    fireEvent.click(screen.getByRole('button', { name: 'Move picture-1.png down' }));
    expect(pictureNames()).toEqual(['picture-3.png', 'picture-1.png', 'picture-2.png']);
    fireEvent.click(screen.getByRole('button', { name: 'Set as main picture: picture-2.png' }));
    const main = screen.getAllByTestId('picture-item')[2]!;
    expect(within(main).getByText('Main picture')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Set as main picture: picture-2.png' })).not.toBeInTheDocument();
  });
});
