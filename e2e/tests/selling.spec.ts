import { join } from 'node:path';
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { test } from '../support/test';
import { signInByApi } from '../support/api';
import { openBuyingCustomerByApi, type Customer } from '../support/customers';
import { demoUsers } from '../support/demo-users';
import { certificatePdf, packageListWorkbook, type UploadFile } from '../support/listing-files';
import { signInOperator } from '../support/operator';
import { signIn } from '../support/sign-in';

/** Screenshots kept for people to look at: test-results/screenshots/. */
const shot = (name: string) => join(test.info().config.rootDir, '../../test-results/screenshots', name);

/** A full-page screenshot from the top (scrolled, the fixed header would be drawn mid-page), or of a part of it. */
async function screenshot(page: Page, name: string, part?: { from: Locator; to: Locator }) {
  await page.evaluate(() => window.scrollTo(0, 0));
  if (!part) {
    await page.screenshot({ path: shot(name), fullPage: true });
    return;
  }
  const from = await part.from.boundingBox();
  const to = await part.to.boundingBox();
  if (!from || !to) throw new Error(`${name}: nothing to take a screenshot of`);
  const top = Math.min(from.y, to.y) - 12;
  const bottom = Math.max(from.y + from.height, to.y + to.height) + 12;
  const width = page.viewportSize()?.width ?? 1280;
  await page.screenshot({ path: shot(name), fullPage: true, clip: { x: 0, y: top, width, height: bottom - top } });
}
// a retry of the serial journeys starts over on the same database: each attempt has its own names
const RUN = Date.now().toString(36).slice(-5);
const COIL_SKU = `E2E-COIL-${RUN}`;
const PACKAGE_SKU = `E2E-PKG-${RUN}`;
const PACKAGE_TITLE = `Structural plate offcuts ${RUN}`;
// the draft card names the material and its size only: a width of this attempt tells it apart
const COIL_WIDTH = 1001 + (parseInt(RUN, 36) % 998);
const COIL_LINE = `Mild steel · Hot rolled · S355J2 · 3.5 × ${COIL_WIDTH.toLocaleString('en-GB')} mm`;
const CERTIFICATE_NAME = `Inspection certificate 3.1 ${RUN}.pdf`;
const ORGANISATION = 'Demo Steel Trading Ltd';

/** The numbers the wizard's success page named, for the operator and the seller's later journeys. */
let coilNumber = '';
let packageNumber = '';
/** The live coil's id (from its page's address) and its description after the seller's edit (issue 23). */
let coilId = '';
const EDITED_DESCRIPTION = `Prime hot rolled coil, one heat, edges trimmed (${RUN}).`;

/** A buyer of another organisation, opened once for this run (Rhein Stahl's users need two-factor once the
 * recovery journey has run, so they cannot sign in by password alone). */
let outsideBuyer: Customer | undefined;

/** The live coil as a buyer of another organisation reads it. */
async function coilAsBuyer(request: APIRequestContext): Promise<{ description: string | null }> {
  outsideBuyer ??= await openBuyingCustomerByApi(request, {
    name: `Tyne Sheet ${RUN} Ltd`,
    domain: `tyne-${RUN}.example`,
    managerName: 'Tomas Tyne',
    creditLimit: 10_000_00,
    password: 'Northern-Strip-Mill-2026!',
  });
  const { accessToken } = await signInByApi(request, outsideBuyer.email, outsideBuyer.password);
  const reply = await request.get(`/api/universal/listings/${coilId}`, {
    headers: { authorization: `Bearer ${accessToken}` },
  });
  expect(reply.status()).toBe(200);
  return (await reply.json()) as { description: string | null };
}

/** Chooses an option of a Mantine select (options live in a portal listbox). */
async function choose(page: Page, field: string, option: string | 'last') {
  await page.getByRole('combobox', { name: field, exact: true }).click();
  // one list open: the one of an earlier choice may still be fading out
  await expect(page.getByRole('listbox')).toHaveCount(1);
  const options = page.getByRole('listbox').getByRole('option');
  const pick = option === 'last' ? options.last() : options.filter({ hasText: option }).first();
  await pick.click();
  if (option !== 'last') await expect(page.getByRole('combobox', { name: field, exact: true })).toHaveValue(option);
}

/** Picks files in the file chooser a button opens, as a person would. */
async function pickFile(page: Page, button: Locator, file: UploadFile) {
  const chooser = page.waitForEvent('filechooser');
  await button.click();
  await (await chooser).setFiles(file);
}

/** Clicks "Load more" until `target` shows (lists of 10 a page, oldest or newest first). */
async function loadUntilVisible(page: Page, target: Locator) {
  const more = page.getByRole('button', { name: 'Load more' });
  for (let page_ = 0; page_ < 20; page_ += 1) {
    await expect(target.or(more).first()).toBeVisible({ timeout: 15_000 });
    if (await target.isVisible()) return;
    const shown = page.getByText(/^\d+ of \d+ shown$/);
    const before = await shown.innerText();
    await more.click();
    await expect(shown).not.toHaveText(before, { timeout: 15_000 });
  }
  await expect(target).toBeVisible();
}

async function openMyListings(page: Page) {
  await page.getByRole('navigation').getByRole('link', { name: 'My Listings', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My Listings' })).toBeVisible();
}

/** Narrows My Listings to one status with the multi-select filter; resolves once only cards of it show. */
async function filterByStatus(page: Page, status: string): Promise<Locator> {
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('listbox').getByRole('option', { name: status, exact: true }).click();
  await page.keyboard.press('Escape');
  const cards = page.getByRole('tabpanel').getByRole('listitem').getByRole('link');
  // (the badge's text runs into its neighbours' in the card's text: no word boundaries to match)
  await expect(cards.filter({ hasNotText: status })).toHaveCount(0);
  await expect(page.getByText(/^Number of listings: \d+$/)).toBeVisible();
  return cards;
}

test.describe.serial('a seller lists steel and the operator approves it', () => {
  // long journeys of many steps: generous for a slow CI machine, still bounded
  test.describe.configure({ timeout: 120_000 });

  test('the seller creates a coil listing, saves a draft midway, continues it and submits it', async ({ page }) => {
    await signIn(page, demoUsers.seller);
    await page.getByRole('navigation').getByRole('link', { name: 'Create Listing', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Create listing' })).toBeVisible();

    // material: a mild-steel hot-rolled coil by default; the grade fills in its standard
    await expect(page.getByRole('combobox', { name: 'Product', exact: true })).toHaveValue('Coil');
    await expect(page.getByRole('combobox', { name: 'Material type', exact: true })).toHaveValue('Mild steel');
    await expect(page.getByRole('combobox', { name: 'Definition', exact: true })).toHaveValue('Hot rolled');
    await choose(page, 'Grade', 'S355J2');
    await expect(page.getByRole('combobox', { name: 'Specification', exact: true })).toHaveValue('EN 10025-2');
    await page.getByRole('combobox', { name: 'Origin', exact: true }).fill('United Kingdom');
    await page.getByRole('listbox').getByRole('option', { name: 'United Kingdom', exact: true }).click();
    await page.keyboard.press('Escape');
    await page.getByRole('textbox', { name: 'Your material ID (SKU)', exact: true }).fill(COIL_SKU);
    await page
      .getByRole('textbox', { name: 'Description', exact: true })
      .fill('Prime hot rolled coil, one heat, stored indoors.');
    const certificate = certificatePdf(CERTIFICATE_NAME, [
      'Inspection certificate 3.1 (EN 10204)',
      `Hot rolled coil S355J2 (EN 10025-2), heat H${RUN}`,
      `3.5 x ${COIL_WIDTH} mm, 18.42 t`,
    ]);
    await pickFile(page, page.getByRole('button', { name: 'Choose files' }), certificate);
    await expect(page.getByRole('button', { name: `Remove ${certificate.name}` })).toBeVisible({ timeout: 15_000 });
    await screenshot(page, 'selling-wizard-material.png');
    await page.getByRole('button', { name: 'Next' }).click();

    // dimensions
    await page.getByRole('textbox', { name: 'Thickness', exact: true }).fill('3.5');
    await page.getByRole('textbox', { name: 'Width', exact: true }).fill(String(COIL_WIDTH));
    await page.getByRole('button', { name: 'Next' }).click();

    // weight, price and expiry (the last day offered, its last slot: still offered when resumed)
    await page.getByRole('textbox', { name: 'Weight', exact: true }).fill('18.42');
    await page.getByRole('textbox', { name: 'Net selling price per tonne', exact: true }).fill('655');
    await expect(page.getByText('Total for this listing: £12,065.10')).toBeVisible();
    await choose(page, 'Expiry date', 'last');
    await choose(page, 'Expiry time', 'last');
    const expiryDate = await page.getByRole('combobox', { name: 'Expiry date', exact: true }).inputValue();
    const expiryTime = await page.getByRole('combobox', { name: 'Expiry time', exact: true }).inputValue();
    expect(expiryTime).toBe('23:59');

    // saved as a draft midway, then left
    await page.getByRole('button', { name: 'Save as draft' }).click();
    await expect(page.getByText('Your draft has been saved.')).toBeVisible();
    await expect(page).toHaveURL(/\/listings\/create\/[^/]+\/LISTING$/);
    await openMyListings(page);
    await page.getByRole('tab', { name: 'Drafts' }).click();
    await expect(page).toHaveURL(/\/listings\/my#drafts$/);
    const draft = page.getByRole('article', { name: 'Coil' }).filter({ hasText: COIL_LINE });
    await loadUntilVisible(page, draft);
    await draft.getByRole('link', { name: 'Continue' }).click();

    // the wizard resumes with everything kept
    await expect(page.getByRole('heading', { level: 1, name: 'Continue your draft' })).toBeVisible({
      timeout: 15_000,
    });
    await expect(page.getByRole('combobox', { name: 'Grade', exact: true })).toHaveValue('S355J2');
    await expect(page.getByRole('textbox', { name: 'Your material ID (SKU)', exact: true })).toHaveValue(COIL_SKU);
    await expect(page.getByRole('button', { name: `Remove ${certificate.name}` })).toBeVisible();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('textbox', { name: 'Thickness', exact: true })).toHaveValue('3.5');
    // numbers come back written in the UI language: "1,234" (decision 171)
    await expect(page.getByRole('textbox', { name: 'Width', exact: true })).toHaveValue(
      COIL_WIDTH.toLocaleString('en-GB'),
    );
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('textbox', { name: 'Weight', exact: true })).toHaveValue('18.42');
    await expect(page.getByRole('textbox', { name: 'Net selling price per tonne', exact: true })).toHaveValue('655');
    await expect(page.getByRole('combobox', { name: 'Expiry date', exact: true })).toHaveValue(expiryDate);
    await expect(page.getByRole('combobox', { name: 'Expiry time', exact: true })).toHaveValue(expiryTime);
    await page.getByRole('button', { name: 'Next' }).click();

    // pickup from the second warehouse rather than the primary one
    const primary = page.getByRole('radio', { name: /Sheffield Depot/ });
    const birmingham = page.getByRole('radio', { name: /Birmingham Yard/ });
    await expect(primary).toBeChecked();
    await birmingham.click();
    await expect(birmingham).toBeChecked();
    await page
      .getByRole('textbox', { name: 'Additional information', exact: true })
      .fill('Collection Mon–Fri 07:00–15:00, crane on site.');
    await page.getByRole('button', { name: 'Review listing' }).click();

    // the summary, the seller terms and the submission
    await expect(page.getByRole('heading', { level: 1, name: 'Review your listing' })).toBeVisible();
    const main = page.getByRole('main');
    await expect(main.getByText('S355J2', { exact: true })).toBeVisible();
    await expect(main.getByText(`${COIL_WIDTH.toLocaleString('en-GB')} mm`, { exact: true })).toBeVisible();
    await expect(main.getByText('18.42 t', { exact: true })).toBeVisible();
    await expect(main.getByText('£655.00 per tonne', { exact: true })).toBeVisible();
    await expect(main.getByText(/23:59 \(UK time\)/)).toBeVisible();
    await expect(main.getByText('Demo Steel Trading Ltd – Birmingham Yard')).toBeVisible();
    await screenshot(page, 'selling-wizard-summary.png');
    await page.getByRole('button', { name: 'Submit listing' }).click();
    await expect(page.getByText('Please accept the seller terms to submit the listing.')).toBeVisible();
    await page.getByRole('checkbox', { name: 'I accept the seller terms.' }).check();
    await page.getByRole('button', { name: 'Submit listing' }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'Your listing has been submitted' })).toBeVisible({
      timeout: 15_000,
    });
    const body = await page.getByRole('status').filter({ hasText: 'is now under review' }).innerText();
    coilNumber = /Listing (CL-\d+) is now under review/.exec(body)?.[1] ?? '';
    expect(coilNumber, body).not.toBe('');

    // the submitted draft has left the drafts
    await openMyListings(page);
    await page.getByRole('tab', { name: 'Drafts' }).click();
    await expect(page.getByText(/^Number of listing drafts: \d+$/)).toBeVisible();
    await expect(page.getByRole('article', { name: 'Coil' }).filter({ hasText: COIL_LINE })).toHaveCount(0);
  });

  test('the seller submits a package with an Excel package list and sees its rows', async ({ page }) => {
    const list = await packageListWorkbook(
      `Package list ${RUN}.xlsx`,
      ['Item', 'Grade', 'Thickness (mm)', 'Width (mm)', 'Length (mm)', 'Weight (t)'],
      [
        [1, 'S235JR', 6, 1500, 3000, 0.212],
        [2, 'S275JR', 8, 2000, 4000, 0.502],
        [3, 'S355J2', 10, 2000, 6000, 0.942],
      ],
    );
    await signIn(page, demoUsers.seller);
    await page.getByRole('navigation').getByRole('link', { name: 'Create Listing', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Create listing' })).toBeVisible();

    await choose(page, 'Product', 'Package');
    await expect(page.getByRole('button', { name: /Package list/ })).toBeVisible();
    await page.getByRole('combobox', { name: 'Origin', exact: true }).fill('Germany');
    await page.getByRole('listbox').getByRole('option', { name: 'Germany', exact: true }).click();
    await page.keyboard.press('Escape');
    await page.getByRole('textbox', { name: 'Your material ID (SKU)', exact: true }).fill(PACKAGE_SKU);
    await page.getByRole('button', { name: 'Next' }).click();

    // the package list: title, description and the workbook, read into rows
    await page.getByRole('textbox', { name: 'Package title', exact: true }).fill(PACKAGE_TITLE);
    await page
      .getByRole('textbox', { name: 'Package description', exact: true })
      .fill('Three structural plates from one stocktake, sold together.');
    await pickFile(page, page.getByRole('button', { name: 'Choose files' }), list);
    await expect(page.getByText('Items read from the package list: 3')).toBeVisible({ timeout: 15_000 });
    const rows = page.getByRole('main').getByRole('table');
    await expect(rows.getByRole('columnheader', { name: 'Thickness (mm)' })).toBeVisible();
    await expect(rows.getByRole('row', { name: '3 S355J2 10 2000 6000 0.942' })).toBeVisible();
    await screenshot(page, 'selling-package-list.png');
    await page.getByRole('button', { name: 'Next' }).click();

    await page.getByRole('textbox', { name: 'Weight', exact: true }).fill('1.656');
    await page.getByRole('textbox', { name: 'Net selling price per tonne', exact: true }).fill('720');
    await choose(page, 'Expiry date', 'last');
    await choose(page, 'Expiry time', 'last');
    await page.getByRole('button', { name: 'Next' }).click();

    // delivery information: the primary warehouse is chosen for the seller
    await expect(page.getByRole('radio', { name: /Sheffield Depot/ })).toBeChecked();
    await choose(page, 'Delivery timeframe', 'Within 1 week');
    await page.getByRole('button', { name: 'Review listing' }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'Review your listing' })).toBeVisible();
    await expect(page.getByRole('main').getByText(PACKAGE_TITLE)).toBeVisible();
    await screenshot(page, 'selling-package-summary.png');
    await page.getByRole('checkbox', { name: 'I accept the seller terms.' }).check();
    await page.getByRole('button', { name: 'Submit listing' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Your listing has been submitted' })).toBeVisible({
      timeout: 15_000,
    });
    const body = await page.getByRole('status').filter({ hasText: 'is now under review' }).innerText();
    packageNumber = /Listing (PK-\d+) is now under review/.exec(body)?.[1] ?? '';
    expect(packageNumber, body).not.toBe('');
  });

  test('the operator reviews both in the listing review and approves them', async ({ page }) => {
    await signInOperator(page);
    await page.getByRole('link', { name: 'Listing review' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Listing review' })).toBeVisible();

    // the queue is oldest first: the journey's submissions come after the seeded ones
    const coil = page.getByRole('article', { name: `${coilNumber} · Coil` });
    const pkg = page.getByRole('article', { name: `${packageNumber} · ${PACKAGE_TITLE}` });
    await loadUntilVisible(page, pkg);
    await expect(coil).toBeVisible();
    await expect(coil.getByRole('link', { name: ORGANISATION })).toBeVisible();
    await expect(coil.getByText('S355J2', { exact: true })).toBeVisible();
    await expect(coil.getByText('£655.00 per tonne')).toBeVisible();
    await expect(coil.getByText(COIL_SKU)).toBeVisible();
    await expect(coil.getByRole('button', { name: `Open ${CERTIFICATE_NAME}` })).toBeVisible();
    await expect(pkg.getByText('Three structural plates from one stocktake, sold together.')).toBeVisible();
    await expect(pkg.getByRole('button', { name: `Open Package list ${RUN}.xlsx` })).toBeVisible();
    await screenshot(page, 'selling-operator-review.png', { from: coil, to: pkg });

    await coil.getByRole('button', { name: `Approve ${coilNumber}` }).click();
    await expect(page.getByText(`${coilNumber} of ${ORGANISATION} has been approved and is now live.`)).toBeVisible();
    await expect(coil).toHaveCount(0);
    await pkg.getByRole('button', { name: `Approve ${packageNumber}` }).click();
    await expect(
      page.getByText(`${packageNumber} of ${ORGANISATION} has been approved and is now live.`),
    ).toBeVisible();
    await expect(pkg).toHaveCount(0);
  });

  test('the seller finds the coil listing live in My Listings and opens its page', async ({ page }) => {
    await signIn(page, demoUsers.seller);
    await openMyListings(page);
    await filterByStatus(page, 'Live');
    const card = page.getByRole('link', { name: new RegExp(`^${coilNumber} · your ID ${COIL_SKU}`) });
    await loadUntilVisible(page, card);
    await expect(card.getByText('Live', { exact: true })).toBeVisible();
    await expect(card.getByText('£655.00 per tonne')).toBeVisible();
    await screenshot(page, 'selling-my-listings.png');

    await card.click();
    await expect(page.getByRole('heading', { level: 1, name: 'Coil' })).toBeVisible();
    await expect(page.getByText(`${coilNumber} · your ID ${COIL_SKU}`)).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Buyers can find and buy this listing.' })).toBeVisible();
    await expect(page.getByRole('button', { name: `Open ${CERTIFICATE_NAME}` })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Pickup address' })).toContainText('Birmingham Yard');
    await expect(page.getByRole('region', { name: 'Weight and price' })).toContainText('£655.00 per tonne');
    await expect(page.getByRole('region', { name: 'Expiry and auto-renewal' })).toContainText('23:59 (UK time)');
    await screenshot(page, 'selling-listing-details.png');

    // the package is live among the packages
    await openMyListings(page);
    await page.getByRole('tab', { name: 'Packages' }).click();
    await expect(page).toHaveURL(/#listings-packages$/);
    const packageCard = page.getByRole('link', { name: new RegExp(`^${packageNumber} · your ID ${PACKAGE_SKU}`) });
    await loadUntilVisible(page, packageCard);
    await expect(packageCard.getByText('Live', { exact: true })).toBeVisible();
  });

  test('the seller edits the live coil: the changes wait for review while buyers see it as it was', async ({
    page,
    request,
  }) => {
    await signIn(page, demoUsers.seller);
    await openMyListings(page);
    await filterByStatus(page, 'Live');
    const card = page.getByRole('link', { name: new RegExp(`^${coilNumber} · your ID ${COIL_SKU}`) });
    await loadUntilVisible(page, card);
    await card.click();
    await expect(page.getByRole('heading', { level: 1, name: 'Coil' })).toBeVisible();
    coilId = /\/details\/([^/?#]+)$/.exec(page.url())?.[1] ?? '';
    expect(coilId, page.url()).not.toBe('');

    await page.getByRole('link', { name: 'Edit listing' }).click();
    await expect(page.getByText(/are checked by our team before buyers see them/)).toBeVisible();
    await page.getByRole('textbox', { name: 'Description', exact: true }).fill(EDITED_DESCRIPTION);
    const review = page.getByRole('button', { name: 'Review listing' });
    for (let step = 0; step < 5 && !(await review.isVisible()); step += 1) {
      await page.getByRole('button', { name: 'Next' }).click();
    }
    await review.click();
    await expect(page.getByRole('heading', { level: 1, name: 'Review your changes' })).toBeVisible();
    await page.getByRole('button', { name: 'Save changes' }).click();

    await expect(page).toHaveURL(/\/renewed$/, { timeout: 15_000 });
    await expect(page.getByRole('status')).toContainText(
      'Your changes are waiting for review; buyers see the current version until they are approved.',
    );
    await page.getByRole('link', { name: 'View the listing' }).click();
    await expect(page.getByRole('region', { name: 'Changes waiting for review' })).toContainText(
      'Changed: Description.',
    );
    await expect(page.getByText('Prime hot rolled coil, one heat, stored indoors.')).toBeVisible();
    expect((await coilAsBuyer(request)).description).toBe('Prime hot rolled coil, one heat, stored indoors.');
  });

  test("the operator approves the live coil's changes; buyers see them at once", async ({ page, request }) => {
    await signInOperator(page);
    await page.getByRole('link', { name: 'Listing review' }).click();
    const coil = page.getByRole('article', { name: `${coilNumber} · Coil` });
    await loadUntilVisible(page, coil);
    await expect(coil.getByText('Changes to a live listing')).toBeVisible();
    const row = coil.getByRole('row', { name: /^Description/ });
    await expect(row).toContainText('Prime hot rolled coil, one heat, stored indoors.');
    await expect(row).toContainText(EDITED_DESCRIPTION);
    await coil.getByRole('button', { name: `Approve the changes to ${coilNumber}` }).click();
    await expect(
      page.getByText(`The changes to ${coilNumber} of ${ORGANISATION} have been approved: buyers see them now.`),
    ).toBeVisible();
    await expect(coil).toHaveCount(0);
    expect((await coilAsBuyer(request)).description).toBe(EDITED_DESCRIPTION);
  });

  test('the seller renews an expired listing with a new expiry and price', async ({ page }) => {
    await signIn(page, demoUsers.seller);
    await openMyListings(page);
    // the demo seed leaves some of the organisation's listings expired
    const expired = await filterByStatus(page, 'Expired');
    await expect(expired.first(), 'the demo seed provides expired listings').toBeVisible();
    const heading = await expired.first().locator('p').first().innerText();
    const number = heading.split(' · ')[0]!;
    await expired.first().click();

    await expect(page.getByText(new RegExp(`^${number}`))).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'This listing has expired' })).toBeVisible();
    const renew = page.getByRole('form', { name: 'Renew listing' });
    await expect(renew.getByRole('button', { name: 'Renew and publish' })).toBeDisabled();
    await renew.getByRole('combobox', { name: 'Expiry date' }).click();
    await page.getByRole('listbox').getByRole('option').last().click();
    await renew.getByRole('combobox', { name: 'Expiry time' }).click();
    await page.getByRole('listbox').getByRole('option', { name: '12:00', exact: true }).click();
    await renew.getByRole('textbox', { name: 'New selling price (optional)' }).fill('777');
    await renew.getByRole('button', { name: 'Renew and publish' }).click();

    await expect(page).toHaveURL(/\/renewed$/, { timeout: 15_000 });
    await expect(page.getByRole('heading', { level: 1, name: 'Listing updated' })).toBeVisible();
    await expect(page.getByRole('status')).toContainText(`Your listing ${number} is live`);
    await screenshot(page, 'selling-renewed.png');

    await page.getByRole('link', { name: 'View the listing' }).click();
    // the status banner, titled by the status as the badge beside the heading is
    const banner = page.getByRole('status').filter({ hasText: 'Buyers can find and buy this listing.' });
    await expect(banner).toBeVisible();
    await expect(banner).toContainText('Live');
    await expect(page.getByRole('region', { name: 'Weight and price' })).toContainText('£777.00');
    await expect(page.getByRole('region', { name: 'Expiry and auto-renewal' })).toContainText('12:00 (UK time)');
  });
});
