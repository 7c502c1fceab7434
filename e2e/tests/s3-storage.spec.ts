import { readFile } from 'node:fs/promises';
import { expect, type Download } from '@playwright/test';
import { test } from '../support/test';
import { demoUsers } from '../support/demo-users';
import { certificatePdf, picturePng } from '../support/listing-files';
import { publishCoilByApi } from '../support/listings';
import { signIn } from '../support/sign-in';

/*
 * Files in an S3-compatible bucket (issue 26; run by playwright.integrations.config.ts against s3rver): a buyer
 * opens a listing, its picture is shown from the bucket's presigned address (the page's CSP lets it
 * in) and its certificate is downloaded by the browser straight from the bucket, with its name.
 */

const S3 = process.env.E2E_S3_ENDPOINT;
const RUN = Date.now().toString(36).slice(-5);
const PICTURE = picturePng(`coil-in-bucket-${RUN}.png`, [120, 60, 160]);
const CERTIFICATE = certificatePdf(`Mill certificate S3 ${RUN}.pdf`, ['EN 10204 3.1', `Heat ${RUN}`]);

// a listing published through the API and reviewed by the operator (two-factor set up first) before the browser
test.describe.configure({ timeout: 90_000 });

test('a buyer sees a listing picture from the bucket and downloads its certificate from a presigned address', async ({
  page,
  request,
}) => {
  expect(S3, 'playwright.integrations.config.ts names the bucket endpoint').toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
  const listing = await publishCoilByApi(request, demoUsers.seller, {
    thickness: 4,
    width: 1250,
    weight: 12,
    price: 640_00,
    currencyCode: 'GBP',
    sku: `E2E-S3-${RUN}`,
    certificate: CERTIFICATE,
    picture: PICTURE,
  });

  await signIn(page, demoUsers.rheinBuyer);
  const fromBucket: string[] = [];
  page.on('response', (r) => {
    if (r.url().startsWith(`${S3}/`)) fromBucket.push(`${r.status()} ${new URL(r.url()).pathname}`);
  });
  await page.goto(`/search/details/${listing.id}`);
  // a full load of the app: beside the soak's other parts on two cores the page showed 6 s after the reload
  // (every request answered within 0.3 s), past the 5 s default
  await expect(page.getByText(listing.listingNumber).first()).toBeVisible({ timeout: 15_000 });

  const gallery = page.getByRole('list', { name: 'Pictures' });
  const tile = gallery.locator('img').first();
  await expect(tile).toHaveAttribute('src', new RegExp(`^${S3}/steelyard-e2e/documents/`), { timeout: 15_000 });
  // loaded, not refused by the CSP or the bucket: a picture the browser decoded has a width
  await expect.poll(() => tile.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await gallery.getByRole('button', { name: `Open picture 1 of 1: ${PICTURE.name}` }).click();
  const large = page.getByRole('dialog', { name: 'Picture 1 of 1' }).getByRole('img', { name: PICTURE.name });
  await expect.poll(() => large.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(480);
  await page.keyboard.press('Escape');

  // the certificate opens in a new tab, which the bucket answers with an attachment: a download
  // (Chromium reports it on the new tab or, having closed the blank tab, on the page that opened it). The
  // tab's listener goes on as the tab is created: attached after the popup event, a quick download had
  // already been reported to nobody (CI, twice)
  const downloaded = new Promise<Download>((resolve) => {
    page.once('download', resolve);
    page.context().on('page', (opened) => opened.once('download', resolve));
  });
  await page.getByRole('button', { name: `Open ${CERTIFICATE.name}` }).click();
  const download = await downloaded;
  expect(download.url().startsWith(`${S3}/steelyard-e2e/documents/`)).toBe(true);
  expect(new URL(download.url()).searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
  expect(download.suggestedFilename()).toBe(CERTIFICATE.name);
  expect(await readFile(await download.path())).toEqual(CERTIFICATE.buffer);
  for (const opened of page.context().pages()) if (opened !== page && !opened.isClosed()) await opened.close();

  // every read of the bucket succeeded: the thumbnail, the picture and the certificate
  expect(fromBucket.length).toBeGreaterThanOrEqual(2);
  expect(fromBucket.filter((line) => !line.startsWith('200 '))).toEqual([]);
});
