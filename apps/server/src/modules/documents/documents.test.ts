import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DOCUMENT_MESSAGES,
  type DocumentExchangeReply,
  type DocumentKind,
  type DocumentReference,
  type DocumentReply,
} from '@steelyard/domain/documents';
import type { OrganisationReply } from '@steelyard/domain/organisations';
import { call, demoTokens, expectError } from '../../test-support/account-helpers';
import {
  DOCX_BYTES,
  hasGpsTag,
  JPEG_BYTES,
  makePackageListXlsx,
  makePictureWithMetadata,
  makeZip,
  multipartForm,
  padTo,
  PDF_BYTES,
  PNG_BYTES,
  WEBP_BYTES,
} from '../../test-support/file-fixtures';
import { bearer, createTestApp, type TestApp } from '../../test-support/test-app';
import { registerDocumentAccessRule } from './access-rules';
import { attachDocuments, detachDocuments, findOwnerDocuments, moveDocuments } from './service';

let t: TestApp;
let token: Awaited<ReturnType<typeof demoTokens>>;
let filesDir: string;
let demoOrgId: string;
// the owner the test access rule lets every marketplace user see: the app's own rules cover listings
// and packages (live ones only), so the test rule is registered for drafts, which have none
const VISIBLE_LISTING = '0b6f6f3e-1f55-4a37-9c55-6c1f00000001';
const HIDDEN_LISTING = '0b6f6f3e-1f55-4a37-9c55-6c1f00000002';

beforeAll(async () => {
  filesDir = mkdtempSync(path.join(os.tmpdir(), 'steelyard-documents-'));
  t = await createTestApp({
    env: { FILES_DIR: filesDir },
    configure: (app) =>
      registerDocumentAccessRule(app, 'DRAFT', async (_db, _caller, ownerId) => ownerId === VISIBLE_LISTING),
  });
  token = await demoTokens(t);
  const org = await call(t, token.seller)('GET', '/api/universal/organisations/self/');
  demoOrgId = org.json<OrganisationReply>().id;
});
afterAll(async () => {
  await t.close();
  rmSync(filesDir, { recursive: true, force: true });
});

interface UploadOptions {
  kind?: DocumentKind | string;
  name?: string;
  type?: string;
  lastModifiedDate?: string;
  accessToken?: string;
}

async function upload(bytes: Buffer | null, options: UploadOptions = {}) {
  const fields: Record<string, string> = {};
  if (options.kind !== undefined) fields.kind = options.kind;
  if (options.lastModifiedDate !== undefined) fields.lastModifiedDate = options.lastModifiedDate;
  const form = await multipartForm(
    fields,
    bytes ? { name: options.name ?? 'file.bin', bytes, type: options.type ?? 'application/octet-stream' } : undefined,
  );
  return t.app.inject({
    method: 'POST',
    url: '/api/universal/documents',
    payload: form.payload,
    headers: { ...form.headers, ...bearer(options.accessToken ?? token.seller) },
  });
}

async function uploaded(bytes: Buffer, options: UploadOptions & { kind: DocumentKind }): Promise<DocumentReference> {
  const res = await upload(bytes, options);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<DocumentReference>();
}

const getDocument = (id: string, accessToken = token.seller) =>
  call(t, accessToken)('GET', `/api/universal/documents/${id}`);
const exchange = (id: string, accessToken = token.seller) =>
  call(t, accessToken)('GET', `/api/universal/documents/${id}/exchange`);

async function exchanged(id: string, accessToken = token.seller): Promise<DocumentExchangeReply> {
  const res = await exchange(id, accessToken);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<DocumentExchangeReply>();
}

describe('POST api/universal/documents', () => {
  it('stores pictures, certificates and package lists with the type found in their content', async () => {
    const xlsx = await makePackageListXlsx([['Grade'], ['S235JR']]);
    const cases = [
      { bytes: PNG_BYTES, kind: 'PICTURE', name: 'coil.png', contentType: 'image/png' },
      { bytes: JPEG_BYTES, kind: 'PICTURE', name: 'coil.jpg', contentType: 'image/jpeg' },
      { bytes: WEBP_BYTES, kind: 'PICTURE', name: 'coil.webp', contentType: 'image/webp' },
      { bytes: PDF_BYTES, kind: 'CERTIFICATE', name: 'Prüfzeugnis 3.1.pdf', contentType: 'application/pdf' },
      {
        bytes: xlsx,
        kind: 'PACKAGE_LIST',
        name: 'package.xlsx',
        contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      },
    ] as const;
    for (const c of cases) {
      // the client's claimed type does not matter: the content decides
      const doc = await uploaded(c.bytes, { kind: c.kind, name: c.name, type: 'application/octet-stream' });
      expect(doc).toEqual({
        documentId: expect.any(String),
        kind: c.kind,
        contentType: c.contentType,
        // pictures are encoded again without their metadata: their size is that of the stored file
        meta: {
          fileName: c.name,
          size: c.kind === 'PICTURE' ? expect.any(Number) : c.bytes.length,
          lastModifiedDate: null,
        },
        createdAt: t.clock.now().toISOString(),
        // a picture says whether it is the main one and has a thumbnail (issue 23, item 14)
        ...(c.kind === 'PICTURE' ? { main: false, thumbnail: true } : {}),
      });
      // kept under a key of ours, never under the client's name; a picture's thumbnail beside it
      const stored = path.join(filesDir, 'documents', demoOrgId, doc.documentId);
      expect(existsSync(stored)).toBe(true);
      expect(statSync(stored).size).toBe(doc.meta.size);
      expect(existsSync(`${stored}.thumbnail`)).toBe(c.kind === 'PICTURE');
    }
  });

  it('stores pictures upright and without metadata: no EXIF (GPS position), no XMP (issue 22, item 11)', async () => {
    for (const format of ['jpeg', 'png', 'webp'] as const) {
      const original = await makePictureWithMetadata(format);
      const before = await sharp(original).metadata();
      expect(before.exif && hasGpsTag(before.exif), format).toBe(true);
      expect(before.xmp, format).toBeDefined();
      expect(before.orientation, format).toBe(6);

      const doc = await uploaded(original, { kind: 'PICTURE', name: `yard.${format}` });
      expect(doc.contentType).toBe(`image/${format}`);
      const file = await t.app.inject({ url: (await exchanged(doc.documentId)).url });
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe(`image/${format}`);
      expect(doc.meta.size).toBe(file.rawPayload.length);
      const after = await sharp(file.rawPayload).metadata();
      expect(after.format, format).toBe(format);
      expect(after.exif, format).toBeUndefined();
      expect(after.xmp, format).toBeUndefined();
      expect(after.iptc, format).toBeUndefined();
      expect(after.orientation, format).toBeUndefined();
      // turned by its orientation first, so the picture does not show sideways once the tag is gone
      expect([after.width, after.height], format).toEqual([20, 40]);
    }
  });

  it('refuses a picture that does not decode, though its first bytes are a picture format', async () => {
    const broken = [
      Buffer.concat([JPEG_BYTES.subarray(0, 20), Buffer.from('not the rest of a JPEG')]),
      Buffer.concat([PNG_BYTES.subarray(0, 16), Buffer.alloc(64, 0x41)]),
      Buffer.from('RIFF\x10\0\0\0WEBPVP8 garbage', 'latin1'),
    ];
    for (const bytes of broken) {
      const body = expectError(
        await upload(bytes, { kind: 'PICTURE', name: 'photo.jpg' }),
        400,
        DOCUMENT_MESSAGES.unsupportedFileType,
      );
      expect(body.details).toEqual([{ path: 'body.file', message: DOCUMENT_MESSAGES.unsupportedFileType }]);
    }
  });

  it('keeps the last modification the client reports, as milliseconds or ISO date-time', async () => {
    const ms = await uploaded(PNG_BYTES, { kind: 'PICTURE', lastModifiedDate: '1767312000000' });
    expect(ms.meta.lastModifiedDate).toBe('2026-01-02T00:00:00.000Z');
    const iso = await uploaded(PNG_BYTES, { kind: 'PICTURE', lastModifiedDate: '2026-01-02T10:30:00+01:00' });
    expect(iso.meta.lastModifiedDate).toBe('2026-01-02T09:30:00.000Z');
  });

  it('keeps only the base name of a path-like file name', async () => {
    const doc = await uploaded(PNG_BYTES, { kind: 'PICTURE', name: 'C:\\Users\\me\\..\\coil.png' });
    expect(doc.meta.fileName).toBe('coil.png');
  });

  it('refuses a file whose content is not of its kind, whatever its name says', async () => {
    const refusals = [
      { bytes: PDF_BYTES, kind: 'PICTURE', name: 'photo.jpg', type: 'image/jpeg' },
      { bytes: Buffer.from('MZ\x90\0 not a picture'), kind: 'PICTURE', name: 'photo.png', type: 'image/png' },
      { bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), kind: 'PICTURE', name: 'logo.png' },
      { bytes: PNG_BYTES, kind: 'CERTIFICATE', name: 'cert.pdf', type: 'application/pdf' },
      { bytes: DOCX_BYTES, kind: 'PACKAGE_LIST', name: 'list.xlsx' },
      // a ZIP that only starts like a workbook
      { bytes: Buffer.from('PK\x03\x04[Content_Types].xml xl/workbook.xml'), kind: 'PACKAGE_LIST', name: 'list.xlsx' },
    ];
    for (const r of refusals) {
      const body = expectError(await upload(r.bytes, r), 400, DOCUMENT_MESSAGES.unsupportedFileType);
      expect(body).toMatchObject({
        kind: 'VALIDATION',
        details: [{ path: 'body.file', message: DOCUMENT_MESSAGES.unsupportedFileType }],
      });
    }
  });

  it('refuses files above the limit of their kind and takes one of exactly the limit', async () => {
    const big = expectError(
      await upload(padTo(PNG_BYTES, 10_000_001), { kind: 'PICTURE' }),
      400,
      'File must be less than 10MB',
    );
    expect(big.details).toEqual([{ path: 'body.file', message: 'File must be less than 10MB' }]);
    // past the largest limit of all the stream is cut off, and the message still names the kind's limit
    expectError(await upload(padTo(PNG_BYTES, 20_000_001), { kind: 'PICTURE' }), 400, 'File must be less than 10MB');
    expectError(
      await upload(padTo(PDF_BYTES, 20_000_001), { kind: 'CERTIFICATE' }),
      400,
      'File must be less than 20MB',
    );
    const exact = await uploaded(padTo(PNG_BYTES, 10_000_000), { kind: 'PICTURE' });
    // the picture is encoded again, without the padding: its size is that of the stored file
    expect(exact.meta.size).toBe(statSync(path.join(filesDir, 'documents', demoOrgId, exact.documentId)).size);
  });

  it('needs a kind and a file, sent as a form', async () => {
    const noKind = expectError(await upload(PNG_BYTES), 400, 'The request is not valid.');
    expect(noKind.details?.[0]?.path).toBe('body.kind');
    expectError(await upload(PNG_BYTES, { kind: 'VIDEO' }), 400, 'The request is not valid.');
    expectError(await upload(null, { kind: 'PICTURE' }), 400, DOCUMENT_MESSAGES.fileMissing);
    const json = await call(t, token.seller)('POST', '/api/universal/documents', { kind: 'PICTURE' });
    expect(json.statusCode, json.body).toBe(400);
  });

  it('answers 401 without a token and takes any marketplace user', async () => {
    const form = await multipartForm({ kind: 'PICTURE' }, { name: 'a.png', bytes: PNG_BYTES });
    const res = await t.app.inject({ method: 'POST', url: '/api/universal/documents', ...form });
    expectError(res, 401, 'Authentication required.');
    await uploaded(PNG_BYTES, { kind: 'PICTURE', accessToken: token.buyer });
    await uploaded(PNG_BYTES, { kind: 'PICTURE', accessToken: token.rheinManager });
  });
});

describe('package lists', () => {
  it('reads the first sheet: header names, non-empty rows, text and numbers', async () => {
    const xlsx = await makePackageListXlsx(
      [
        [null, null],
        ['Grade', 'Thickness', 'Width', 'Weight', 'Grade', null, 'Rolled', 'Note'],
        [
          'S235JR',
          2.5,
          1250,
          { formula: 'B3*1000', result: 2500 },
          'EN 10025',
          'extra',
          new Date(Date.UTC(2026, 0, 15)),
        ],
        [],
        [' DC01 ', 0.8, null, 1200, null, null, null, { richText: [{ text: 'bold ' }, { text: 'note' }] }],
        [null, null, null, null, null, null, null, null, null, 'beyond the header'],
      ],
      { otherSheets: { Ignored: [['Other'], ['not read']] } },
    );
    const doc = await uploaded(xlsx, { kind: 'PACKAGE_LIST', name: 'package.xlsx' });
    const res = await getDocument(doc.documentId);
    expect(res.statusCode, res.body).toBe(200);
    const reply = res.json<DocumentReply>();
    expect(reply.packageList?.columns).toEqual([
      'Grade',
      'Thickness',
      'Width',
      'Weight',
      'Grade (2)',
      'Column 6',
      'Rolled',
      'Note',
      'Column 9',
      'Column 10',
    ]);
    expect(reply.packageList?.rows).toEqual([
      {
        Grade: 'S235JR',
        Thickness: 2.5,
        Width: 1250,
        Weight: 2500,
        'Grade (2)': 'EN 10025',
        'Column 6': 'extra',
        Rolled: '2026-01-15',
        Note: null,
        'Column 9': null,
        'Column 10': null,
      },
      {
        Grade: 'DC01',
        Thickness: 0.8,
        Width: null,
        Weight: 1200,
        'Grade (2)': null,
        'Column 6': null,
        Rolled: null,
        Note: 'bold note',
        'Column 9': null,
        'Column 10': null,
      },
      {
        Grade: null,
        Thickness: null,
        Width: null,
        Weight: null,
        'Grade (2)': null,
        'Column 6': null,
        Rolled: null,
        Note: null,
        'Column 9': null,
        'Column 10': 'beyond the header',
      },
    ]);
  });

  it('takes up to 1,000 rows and 30 columns', async () => {
    const header = Array.from({ length: 30 }, (_, i) => `C${i + 1}`);
    const rows = Array.from({ length: 1000 }, (_, i) => [i + 1, `row ${i + 1}`]);
    const doc = await uploaded(await makePackageListXlsx([header, ...rows]), { kind: 'PACKAGE_LIST' });
    const reply = (await getDocument(doc.documentId)).json<DocumentReply>();
    expect(reply.packageList?.columns).toHaveLength(30);
    expect(reply.packageList?.rows).toHaveLength(1000);
    expect(reply.packageList?.rows[999]).toMatchObject({ C1: 1000, C2: 'row 1000', C3: null });
  });

  it('refuses more rows or columns, an empty sheet and a workbook it cannot read', async () => {
    const tooManyRows = await makePackageListXlsx([['N'], ...Array.from({ length: 1001 }, (_, i) => [i])]);
    expectError(
      await upload(tooManyRows, { kind: 'PACKAGE_LIST' }),
      400,
      'The package list may have at most 1000 rows.',
    );
    const tooManyColumns = await makePackageListXlsx([Array.from({ length: 31 }, (_, i) => `C${i + 1}`)]);
    expectError(
      await upload(tooManyColumns, { kind: 'PACKAGE_LIST' }),
      400,
      'The package list may have at most 30 columns.',
    );
    expectError(
      await upload(await makePackageListXlsx([]), { kind: 'PACKAGE_LIST' }),
      400,
      DOCUMENT_MESSAGES.packageListEmpty,
    );
    // a workbook by its parts, but with nothing readable inside
    const broken = makeZip([
      { name: '[Content_Types].xml', data: 'not xml' },
      { name: 'xl/workbook.xml', data: '<<<' },
    ]);
    const body = expectError(
      await upload(broken, { kind: 'PACKAGE_LIST' }),
      400,
      DOCUMENT_MESSAGES.packageListUnreadable,
    );
    expect(body.details).toEqual([{ path: 'body.file', message: DOCUMENT_MESSAGES.packageListUnreadable }]);
  });

  it('gives other kinds no rows', async () => {
    const doc = await uploaded(PDF_BYTES, { kind: 'CERTIFICATE' });
    expect((await getDocument(doc.documentId)).json<DocumentReply>().packageList).toBeNull();
  });
});

describe('GET api/universal/documents/{id}/exchange', () => {
  it('answers a short-lived address that reads the bytes with their type and name', async () => {
    const doc = await uploaded(PDF_BYTES, { kind: 'CERTIFICATE', name: 'Prüfzeugnis "3.1".pdf' });
    const { url, expiresAt } = await exchanged(doc.documentId);
    expect(url).toMatch(/^\/api\/files\/[\w-]+\.[\w-]+$/);
    expect(Date.parse(expiresAt) - t.clock.now().getTime()).toBeGreaterThan(299_000);
    expect(Date.parse(expiresAt) - t.clock.now().getTime()).toBeLessThanOrEqual(300_000);
    // no bearer token: the address itself is the permission (an <img> sends none)
    const file = await t.app.inject({ url });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(PDF_BYTES)).toBe(true);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-length']).toBe(String(PDF_BYTES.length));
    // a PDF is saved, never opened on our origin (issue 22, item 12; docs/security.md V5)
    expect(file.headers['content-disposition']).toBe(
      `attachment; filename="Pr_fzeugnis _3.1_.pdf"; filename*=UTF-8''Pr%C3%BCfzeugnis%20%223.1%22.pdf`,
    );
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.headers['cache-control']).toMatch(/^private, max-age=(299|300)$/);
  });

  it('serves uploads sandboxed: pictures inline, PDFs as attachments, whatever the address asked for', async () => {
    const sandboxed = (csp: unknown) => {
      const directives = String(csp)
        .split(';')
        .map((d) => d.trim());
      expect(directives).toContain('sandbox');
      expect(directives).toContain("default-src 'none'");
    };
    const picture = await uploaded(PNG_BYTES, { kind: 'PICTURE', name: 'coil.png' });
    const shown = await t.app.inject({ url: (await exchanged(picture.documentId)).url });
    expect(shown.statusCode).toBe(200);
    expect(shown.headers['content-type']).toBe('image/png');
    // an <img> shows it whatever the CSP of its answer; opened in a tab it runs nothing
    expect(shown.headers['content-disposition']).toMatch(/^inline; filename="coil.png"/);
    sandboxed(shown.headers['content-security-policy']);

    // a PDF with JavaScript in it would run in our origin's context if opened inline
    const pdf = await uploaded(
      Buffer.from(`${PDF_BYTES.toString('latin1')}3 0 obj << /S /JavaScript /JS (app.alert(1)) >> endobj\n`, 'latin1'),
      { kind: 'CERTIFICATE', name: 'mill.pdf' },
    );
    const saved = await t.app.inject({ url: (await exchanged(pdf.documentId)).url });
    expect(saved.statusCode).toBe(200);
    expect(saved.headers['content-type']).toBe('application/pdf');
    expect(saved.headers['content-disposition']).toMatch(/^attachment; filename="mill.pdf"/);
    sandboxed(saved.headers['content-security-policy']);

    // an address signed as inline (e.g. made before this rule, within its 300 s) still serves the PDF as an attachment
    const inline = await t.ctx.files.signedReadUrl(`documents/${demoOrgId}/${pdf.documentId}`, {
      contentType: 'application/pdf',
      fileName: 'mill.pdf',
      disposition: 'inline',
      now: t.clock.now(),
      ttlSeconds: 300,
    });
    const old = await t.app.inject({ url: inline.url });
    expect(old.statusCode).toBe(200);
    expect(old.headers['content-disposition']).toMatch(/^attachment; filename="mill.pdf"/);
    sandboxed(old.headers['content-security-policy']);
  });

  it('has a package list saved rather than opened', async () => {
    const doc = await uploaded(await makePackageListXlsx([['Grade'], ['S355']]), {
      kind: 'PACKAGE_LIST',
      name: 'list.xlsx',
    });
    const file = await t.app.inject({ url: (await exchanged(doc.documentId)).url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toMatch(/^attachment; filename="list.xlsx"/);
  });

  it('refuses an expired or altered address', async () => {
    const doc = await uploaded(PNG_BYTES, { kind: 'PICTURE', name: 'coil.png' });
    const { url } = await exchanged(doc.documentId);
    const [claims, signature] = url.slice('/api/files/'.length).split('.') as [string, string];
    const flipped = signature.slice(0, -2) + (signature.endsWith('AA') ? 'BB' : 'AA');
    expectError(await t.app.inject({ url: `/api/files/${claims}.${flipped}` }), 403, DOCUMENT_MESSAGES.linkInvalid);
    // claims naming another file, with the old signature
    const other = JSON.parse(Buffer.from(claims, 'base64url').toString()) as { k: string };
    const forged = Buffer.from(JSON.stringify({ ...other, k: `${other.k}x` })).toString('base64url');
    expectError(await t.app.inject({ url: `/api/files/${forged}.${signature}` }), 403, DOCUMENT_MESSAGES.linkInvalid);
    expectError(await t.app.inject({ url: '/api/files/nonsense' }), 403, DOCUMENT_MESSAGES.linkInvalid);

    expect((await t.app.inject({ url })).statusCode).toBe(200);
    t.clock.advance(300_000);
    expectError(await t.app.inject({ url }), 403, DOCUMENT_MESSAGES.linkInvalid);
    // a new exchange gives a new address
    expect((await t.app.inject({ url: (await exchanged(doc.documentId)).url })).statusCode).toBe(200);
  });

  it('is for signed-in users', async () => {
    const doc = await uploaded(PNG_BYTES, { kind: 'PICTURE' });
    const res = await t.app.inject({ url: `/api/universal/documents/${doc.documentId}/exchange` });
    expect(res.statusCode).toBe(401);
  });
});

describe('who may read a document', () => {
  it('lets every user of the organisation read it', async () => {
    const doc = await uploaded(PNG_BYTES, { kind: 'PICTURE' });
    for (const accessToken of [token.seller, token.buyer, token.manager]) {
      expect((await getDocument(doc.documentId, accessToken)).statusCode).toBe(200);
      await exchanged(doc.documentId, accessToken);
    }
  });

  it('answers other organisations 404, as for an id that does not exist', async () => {
    const doc = await uploaded(PNG_BYTES, { kind: 'PICTURE' });
    for (const accessToken of [token.rheinBuyer, token.rheinManager]) {
      expectError(await getDocument(doc.documentId, accessToken), 404, DOCUMENT_MESSAGES.notFound);
      expectError(await exchange(doc.documentId, accessToken), 404, DOCUMENT_MESSAGES.notFound);
      const del = await call(t, accessToken)('DELETE', `/api/universal/documents/${doc.documentId}`);
      expectError(del, 404, DOCUMENT_MESSAGES.notFound);
    }
    expectError(await getDocument('0b6f6f3e-1f55-4a37-9c55-6c1f0000ffff'), 404, DOCUMENT_MESSAGES.notFound);
    expectError(await getDocument('not-a-uuid'), 404, DOCUMENT_MESSAGES.notFound);
  });

  it("opens attached documents to whoever the owner type's access rule lets in", async () => {
    const picture = await uploaded(PNG_BYTES, { kind: 'PICTURE' });
    const certificate = await uploaded(PDF_BYTES, { kind: 'CERTIFICATE' });
    const hidden = await uploaded(PNG_BYTES, { kind: 'PICTURE' });
    const draft = await uploaded(PNG_BYTES, { kind: 'PICTURE' });
    const now = t.clock.now();
    const visibleListing = { ownerType: 'DRAFT', ownerId: VISIBLE_LISTING } as const;
    const refs = await attachDocuments(
      t.db,
      demoOrgId,
      visibleListing,
      [
        { documentId: picture.documentId, kind: 'PICTURE' },
        { documentId: certificate.documentId, kind: 'CERTIFICATE' },
      ],
      now,
    );
    expect(refs.map((r) => r.documentId)).toEqual([picture.documentId, certificate.documentId]);
    await attachDocuments(
      t.db,
      demoOrgId,
      { ownerType: 'LISTING', ownerId: HIDDEN_LISTING },
      [{ documentId: hidden.documentId, kind: 'PICTURE' }],
      now,
    );
    // the test rule lets nobody else see this draft
    await attachDocuments(
      t.db,
      demoOrgId,
      { ownerType: 'DRAFT', ownerId: HIDDEN_LISTING },
      [{ documentId: draft.documentId, kind: 'PICTURE' }],
      now,
    );

    expect((await getDocument(picture.documentId, token.rheinBuyer)).statusCode).toBe(200);
    const { url } = await exchanged(certificate.documentId, token.rheinBuyer);
    expect((await t.app.inject({ url })).rawPayload.equals(PDF_BYTES)).toBe(true);
    expectError(await exchange(hidden.documentId, token.rheinBuyer), 404, DOCUMENT_MESSAGES.notFound);
    expectError(await exchange(draft.documentId, token.rheinBuyer), 404, DOCUMENT_MESSAGES.notFound);
    expect((await getDocument(draft.documentId, token.buyer)).statusCode).toBe(200);
    expect((await findOwnerDocuments(t.db, visibleListing)).map((r) => r.documentId)).toEqual([
      picture.documentId,
      certificate.documentId,
    ]);
  });

  it('attaches only unattached documents of the organisation of the claimed kind', async () => {
    const picture = await uploaded(PNG_BYTES, { kind: 'PICTURE' });
    const rheinPicture = await uploaded(PNG_BYTES, { kind: 'PICTURE', accessToken: token.rheinSeller });
    const draftOwner = { ownerType: 'DRAFT', ownerId: '0b6f6f3e-1f55-4a37-9c55-6c1f00000010' } as const;
    const now = t.clock.now();
    await expect(
      attachDocuments(
        t.db,
        demoOrgId,
        draftOwner,
        [
          { documentId: picture.documentId, kind: 'PICTURE' },
          { documentId: rheinPicture.documentId, kind: 'PICTURE' },
          { documentId: picture.documentId, kind: 'CERTIFICATE' },
        ],
        now,
      ),
    ).rejects.toMatchObject({
      kind: 'VALIDATION',
      details: [
        { path: 'body.documents.1', message: DOCUMENT_MESSAGES.notFound },
        { path: 'body.documents.2', message: DOCUMENT_MESSAGES.unsupportedFileType },
      ],
    });
    await attachDocuments(t.db, demoOrgId, draftOwner, [{ documentId: picture.documentId, kind: 'PICTURE' }], now);
    // again for the same owner is fine; another owner is not
    await attachDocuments(t.db, demoOrgId, draftOwner, [{ documentId: picture.documentId, kind: 'PICTURE' }], now);
    await expect(
      attachDocuments(
        t.db,
        demoOrgId,
        { ownerType: 'LISTING', ownerId: VISIBLE_LISTING },
        [{ documentId: picture.documentId, kind: 'PICTURE' }],
        now,
      ),
    ).rejects.toMatchObject({ message: DOCUMENT_MESSAGES.attachedElsewhere });

    // the owner's documents become exactly the listed ones, in their order; the others are released
    const second = await uploaded(PNG_BYTES, { kind: 'PICTURE' });
    const third = await uploaded(PNG_BYTES, { kind: 'PICTURE' });
    const claim = (d: DocumentReference) => ({ documentId: d.documentId, kind: 'PICTURE' as const });
    await attachDocuments(t.db, demoOrgId, draftOwner, [third, picture, second].map(claim), now);
    expect((await findOwnerDocuments(t.db, draftOwner)).map((r) => r.documentId)).toEqual(
      [third, picture, second].map((d) => d.documentId),
    );
    await attachDocuments(t.db, demoOrgId, draftOwner, [picture].map(claim), now);
    expect((await call(t, token.seller)('DELETE', `/api/universal/documents/${third.documentId}`)).statusCode).toBe(
      204,
    );

    // a draft becoming a listing takes its documents along
    const listing = { ownerType: 'LISTING', ownerId: '0b6f6f3e-1f55-4a37-9c55-6c1f00000011' } as const;
    const moved = await moveDocuments(t.db, draftOwner, listing, now);
    expect(moved.map((r) => r.documentId)).toEqual([picture.documentId]);
    expect(await findOwnerDocuments(t.db, draftOwner)).toEqual([]);
    expect((await findOwnerDocuments(t.db, listing)).map((r) => r.documentId)).toEqual([picture.documentId]);
  });
});

describe('DELETE api/universal/documents/{id}', () => {
  it('deletes an unattached upload of the organisation with its file', async () => {
    const doc = await uploaded(PNG_BYTES, { kind: 'PICTURE' });
    const { url } = await exchanged(doc.documentId);
    const res = await call(t, token.buyer)('DELETE', `/api/universal/documents/${doc.documentId}`);
    expect(res.statusCode, res.body).toBe(204);
    expect(existsSync(path.join(filesDir, 'documents', demoOrgId, doc.documentId))).toBe(false);
    expect(existsSync(path.join(filesDir, 'documents', demoOrgId, `${doc.documentId}.thumbnail`))).toBe(false);
    expectError(await getDocument(doc.documentId), 404, DOCUMENT_MESSAGES.notFound);
    // an address given out before points at nothing now
    expectError(await t.app.inject({ url }), 404, DOCUMENT_MESSAGES.notFound);
  });

  it('keeps attached documents until their owner lets go of them', async () => {
    const doc = await uploaded(PNG_BYTES, { kind: 'PICTURE' });
    const owner = { ownerType: 'DRAFT', ownerId: '0b6f6f3e-1f55-4a37-9c55-6c1f00000020' } as const;
    await attachDocuments(t.db, demoOrgId, owner, [{ documentId: doc.documentId, kind: 'PICTURE' }], t.clock.now());
    const url = `/api/universal/documents/${doc.documentId}`;
    expectError(await call(t, token.seller)('DELETE', url), 400, DOCUMENT_MESSAGES.attachedCannotBeDeleted);
    await detachDocuments(t.db, owner, [doc.documentId]);
    expect((await call(t, token.seller)('DELETE', url)).statusCode).toBe(204);
  });
});

describe('OpenAPI', () => {
  it('documents the upload form and the document calls', async () => {
    const res = await t.app.inject({ url: '/api/docs/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json<{ paths: Record<string, Record<string, { requestBody?: { content: object } }>> }>();
    expect(Object.keys(doc.paths['/api/universal/documents']!.post!.requestBody!.content)).toEqual([
      'multipart/form-data',
    ]);
    expect(doc.paths['/api/universal/documents/{id}/exchange']?.get).toBeDefined();
  });
});
