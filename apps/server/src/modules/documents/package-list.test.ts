import { PassThrough } from 'node:stream';
import { performance } from 'node:perf_hooks';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOCUMENT_MESSAGES, type DocumentReference, type DocumentReply } from '@steelyard/domain/documents';
import { call, expectError } from '../../test-support/account-helpers';
import { makeZip, multipartForm } from '../../test-support/file-fixtures';
import { bearer, createTestApp, DEMO, logIn, type TestApp } from '../../test-support/test-app';

// issue 22: a package list was read whole on the event loop, so a large one froze every request
let t: TestApp;
let seller: string;

beforeAll(async () => {
  t = await createTestApp();
  seller = (await logIn(t.app, DEMO.seller)).accessToken;
});
afterAll(async () => {
  await t.close();
});

async function uploadPackageList(bytes: Buffer) {
  const form = await multipartForm({ kind: 'PACKAGE_LIST' }, { name: 'package.xlsx', bytes });
  return t.app.inject({
    method: 'POST',
    url: '/api/universal/documents',
    payload: form.payload,
    headers: { ...form.headers, ...bearer(seller) },
  });
}

async function packageListOf(res: Awaited<ReturnType<typeof uploadPackageList>>) {
  expect(res.statusCode, res.body).toBe(201);
  const { documentId } = res.json<DocumentReference>();
  return (await call(t, seller)('GET', `/api/universal/documents/${documentId}`)).json<DocumentReply>().packageList;
}

/** A workbook as exceljs's streaming writer makes it: numbers only, so without shared strings. */
async function numbersWorkbook(rows: number, columns: number): Promise<Buffer> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (chunk: Buffer) => chunks.push(chunk));
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useSharedStrings: false, useStyles: false });
  const sheet = workbook.addWorksheet('Package');
  sheet.addRow(Array.from({ length: columns }, (_, c) => `C${c + 1}`)).commit();
  for (let r = 0; r < rows; r += 1) sheet.addRow(Array.from({ length: columns }, (_, c) => r * columns + c)).commit();
  sheet.commit();
  await workbook.commit();
  return Buffer.concat(chunks);
}

const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const RELS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const OFFICE_RELS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

/** A row of inline text and numbers (up to 52 columns), as `<row>` XML. */
function rowXml(r: number, cells: readonly (string | number)[]): string {
  const xml = cells.map((value, i) => {
    const column = (i >= 26 ? 'A' : '') + String.fromCharCode(65 + (i % 26));
    const ref = `${column}${r}`;
    return typeof value === 'number'
      ? `<c r="${ref}"><v>${value}</v></c>`
      : `<c r="${ref}" t="inlineStr"><is><t>${value}</t></is></c>`;
  });
  return `<row r="${r}">${xml.join('')}</row>`;
}

/**
 * A workbook written by hand: tabs in the given order, each in its own sheet file, whose XML is the
 * rows plus `tail` (which may break it).
 */
function handWrittenWorkbook(tabs: { name: string; file: number; rows: string[]; tail?: string }[]): Buffer {
  const sheets = tabs.map((tab, i) => `<sheet name="${tab.name}" sheetId="${tab.file}" r:id="rId${i + 1}"/>`);
  const rels = tabs.map(
    (tab, i) =>
      `<Relationship Id="rId${i + 1}" Type="${OFFICE_RELS}/worksheet" Target="worksheets/sheet${tab.file}.xml"/>`,
  );
  return makeZip([
    {
      name: '[Content_Types].xml',
      data:
        '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
        '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
        '<Default Extension="xml" ContentType="application/xml"/></Types>',
    },
    {
      name: '_rels/.rels',
      data: `<Relationships xmlns="${RELS}"><Relationship Id="rId1" Type="${OFFICE_RELS}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    },
    ...tabs.map((tab) => ({
      name: `xl/worksheets/sheet${tab.file}.xml`,
      data: `<worksheet xmlns="${MAIN}"><sheetData>${tab.rows.join('')}${tab.tail ?? '</sheetData></worksheet>'}`,
    })),
    { name: 'xl/_rels/workbook.xml.rels', data: `<Relationships xmlns="${RELS}">${rels.join('')}</Relationships>` },
    {
      name: 'xl/workbook.xml',
      data: `<workbook xmlns="${MAIN}" xmlns:r="${OFFICE_RELS}"><sheets>${sheets.join('')}</sheets></workbook>`,
    },
  ]);
}

describe('package lists are read as a stream in a worker thread', () => {
  it('stops at the row and column limits while reading: what follows is never read', async () => {
    const header = rowXml(1, ['N']);
    const filled = Array.from({ length: 20_000 }, (_, i) => rowXml(i + 2, [i + 1]));
    const emptyRows = Array.from({ length: 20_000 }, (_, i) => `<row r="${i + 2}"></row>`);
    // 20,000 rows down, the sheet's XML is broken: a reader that reads the sheet to its end fails there
    const broken = '<row r="30000"><c r="A30000"><v>1</c></row><<<';
    const sheet = (rows: string[]) => handWrittenWorkbook([{ name: 'Package', file: 1, rows, tail: broken }]);
    expectError(await uploadPackageList(sheet([header, ...filled])), 400, DOCUMENT_MESSAGES.packageListTooManyRows);
    const wide = rowXml(
      2,
      Array.from({ length: 31 }, (_, i) => i),
    );
    expectError(
      await uploadPackageList(sheet([header, wide, ...filled.slice(1)])),
      400,
      DOCUMENT_MESSAGES.packageListTooManyColumns,
    );
    // empty rows do not count: this one is read to the break
    expectError(await uploadPackageList(sheet([header, ...emptyRows])), 400, DOCUMENT_MESSAGES.packageListUnreadable);
  });

  it('keeps answering other requests while a large list is read, and refuses it with the limit', async () => {
    // 5,000 rows of 20 numbers: read whole on the event loop, it kept the loop busy until the reply
    const large = await numbersWorkbook(5_000, 20);

    // the share of the upload's time the event loop was busy rather than waiting: the list is read elsewhere
    const before = performance.eventLoopUtilization();
    const refused = await uploadPackageList(large);
    const busy = performance.eventLoopUtilization(before).utilization;
    expectError(refused, 400, DOCUMENT_MESSAGES.packageListTooManyRows);
    expect(busy).toBeLessThan(0.5);

    // and the health check is answered while the list is read
    let uploading = true;
    const upload = uploadPackageList(large).finally(() => {
      uploading = false;
    });
    const answeredMeanwhile: number[] = [];
    while (uploading) {
      const health = await t.app.inject({ url: '/api/health' });
      if (uploading) answeredMeanwhile.push(health.statusCode);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expectError(await upload, 400, DOCUMENT_MESSAGES.packageListTooManyRows);
    expect(answeredMeanwhile.length).toBeGreaterThan(0);
    expect(answeredMeanwhile.every((status) => status === 200)).toBe(true);
  });

  it('reads a list of numbers only, without shared strings, as before', async () => {
    const list = await packageListOf(await uploadPackageList(await numbersWorkbook(3, 2)));
    expect(list).toEqual({
      columns: ['C1', 'C2'],
      rows: [
        { C1: 0, C2: 1 },
        { C1: 2, C2: 3 },
        { C1: 4, C2: 5 },
      ],
    });
  });

  it('reads the first tab, whichever sheet file holds it', async () => {
    const workbook = handWrittenWorkbook([
      { name: 'Package', file: 2, rows: [rowXml(1, ['Grade', 'Coils']), rowXml(2, ['S235JR', 4])] },
      { name: 'Notes', file: 1, rows: [rowXml(1, ['Note']), rowXml(2, ['not read'])] },
    ]);
    const list = await packageListOf(await uploadPackageList(workbook));
    expect(list).toEqual({ columns: ['Grade', 'Coils'], rows: [{ Grade: 'S235JR', Coils: 4 }] });
  });
});
