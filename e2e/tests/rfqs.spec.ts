import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';
import { test } from '../support/test';
import { openBuyingCustomerByApi, type Customer } from '../support/customers';
import { demoUsers } from '../support/demo-users';
import { signInOperator } from '../support/operator';
import { signIn, submitLogin } from '../support/sign-in';

/** Screenshots kept for people to look at: test-results/screenshots/. */
const shot = (name: string) => join(test.info().config.rootDir, '../../test-results/screenshots', name);

// a retry of the serial journeys starts over on the same database: each attempt has its own names
const RUN = Date.now().toString(36).slice(-5);
const SELLER = demoUsers.seller;
const SELLER_ORGANISATION = 'Demo Steel Trading Ltd';
const PO_NUMBER = `PO-E2E-RFQ-${RUN}`;
const ITEMS = [
  { grade: 'S275JR', thickness: '3', width: '1500', weight: '25', line: '3 × 1,500 mm' },
  { grade: 'S355J2', thickness: '4', width: '1250', weight: '30', line: '4 × 1,250 mm' },
];

/**
 * The buyer is a customer of this attempt (its drafts and RFQs are the only ones it sees), trading
 * in pounds so the accepted quotes can be bought on credit.
 */
let buyer: Customer | null = null;
/** The number the success page named, e.g. RFQ-000012. */
let rfqNumber = '';

async function signInBuyer(page: Page) {
  expect(buyer, 'the first journey opened the customer').not.toBeNull();
  await page.goto('/login');
  await submitLogin(page, buyer!.email, buyer!.password);
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible({ timeout: 15_000 });
}

/** Chooses an option of a Mantine select (options live in a portal listbox). */
async function choose(page: Page, field: string, option: string | 'last') {
  await page.getByRole('combobox', { name: field }).click();
  await expect(page.getByRole('listbox')).toHaveCount(1);
  const options = page.getByRole('listbox').getByRole('option');
  await (option === 'last' ? options.last() : options.filter({ hasText: option }).first()).click();
}

async function addItem(page: Page, item: (typeof ITEMS)[number]) {
  const form = page.getByRole('form', { name: 'New item' });
  await form.getByRole('combobox', { name: 'Grade' }).fill(item.grade);
  await page.getByRole('listbox').getByRole('option', { name: item.grade, exact: true }).click();
  await form.getByRole('textbox', { name: 'Thickness (mm)' }).fill(item.thickness);
  await form.getByRole('textbox', { name: 'Width (mm)' }).fill(item.width);
  await form.getByRole('textbox', { name: 'Weight (t)' }).fill(item.weight);
  await form.getByRole('button', { name: 'Add item' }).click();
  await expect(page.getByRole('table', { name: 'Items of Coil · Mild steel' })).toContainText(item.line);
}

/** A quote deadline three days ahead at noon, as the datetime-local field takes it (London time). */
function quoteDeadline(): string {
  const day = new Date(Date.now() + 3 * 24 * 60 * 60 * 1000);
  return `${new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(day)}T12:00`;
}

test.describe.serial('a buyer requests quotations, the operator approves, a seller quotes and the buyer orders', () => {
  test.describe.configure({ timeout: 120_000 });

  test('the buyer starts an RFQ, saves it as a draft, continues it from My RFQs and submits two items', async ({
    page,
    request,
  }) => {
    buyer = await openBuyingCustomerByApi(request, {
      name: `Mersey Engineering ${RUN} Ltd`,
      domain: `mersey-${RUN}.example`,
      managerName: 'Megan Moss',
      creditLimit: 200_000_00,
      password: 'Mersey-Engineering-2026!',
    });
    await signInBuyer(page);
    await page.getByRole('navigation').getByRole('link', { name: 'Create RFQ', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Create a request for quotation' })).toBeVisible();
    await page.getByRole('button', { name: 'Start' }).click();

    // step 1: a mild steel coil
    await expect(page.getByRole('heading', { level: 1, name: 'Create RFQ' })).toBeVisible();
    await page.getByRole('group', { name: 'Coil' }).getByRole('checkbox', { name: 'Mild steel' }).check();
    await page.getByRole('button', { name: 'Next' }).click();

    // step 2: the first item, then saved as a draft and left
    await addItem(page, ITEMS[0]!);
    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect(page.getByText('Your draft was saved.')).toBeVisible();

    await page.getByRole('navigation').getByRole('link', { name: 'My RFQs', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'My RFQs' })).toBeVisible();
    await page.getByRole('tab', { name: 'Drafts' }).click();
    await expect(page).toHaveURL(/\/rfqs\/my#drafts$/);
    const draft = page.getByRole('listitem').filter({ hasText: 'Items: 1' });
    await expect(draft).toHaveCount(1);
    await expect(draft).toContainText('Coil · Mild steel');
    await draft.getByRole('link', { name: 'Continue' }).click();

    // the draft opens on the shipping step; back to the items for the second one
    await expect(page.getByRole('heading', { level: 1, name: 'Continue your RFQ draft' })).toBeVisible();
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page.getByRole('table', { name: 'Items of Coil · Mild steel' })).toContainText(ITEMS[0]!.line);
    await addItem(page, ITEMS[1]!);
    await page.getByRole('button', { name: 'Next' }).click();

    // step 3: shipping details (the primary warehouse is chosen already)
    await choose(page, 'Required delivery month', 'last');
    await page.getByLabel('Quote deadline').fill(quoteDeadline());
    await page.getByRole('textbox', { name: 'Your reference' }).fill(`Project ${RUN}`);
    await page.getByRole('button', { name: 'Review' }).click();

    // summary and submission
    for (const item of ITEMS) await expect(page.getByText(item.line).first()).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: shot('rfqs-summary.png'), fullPage: true });
    await page.getByRole('button', { name: 'Submit RFQ' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Your RFQ was submitted' })).toBeVisible({
      timeout: 15_000,
    });
    const body = page.getByText(/ is now being reviewed by our team\./);
    rfqNumber = /^(\S+) is now being reviewed/.exec(await body.innerText())?.[1] ?? '';
    expect(rfqNumber).not.toBe('');
  });

  test('the operator approves the RFQ from the review queue', async ({ page }) => {
    expect(rfqNumber, 'the first journey submitted the RFQ').not.toBe('');
    await signInOperator(page);
    await page.getByRole('link', { name: 'RFQ review', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'RFQ review' })).toBeVisible();
    const approve = page.getByRole('button', { name: `Approve ${rfqNumber}` });
    const more = page.getByRole('button', { name: 'Load more' });
    await expect(approve.or(more).first()).toBeVisible({ timeout: 15_000 });
    while (!(await approve.isVisible())) {
      await more.click();
      await expect(approve.or(more).first()).toBeVisible();
    }
    await approve.click();
    await expect(page.getByText(`${rfqNumber} of ${buyer!.name} is live.`)).toBeVisible();
    await expect(approve).toHaveCount(0);
  });

  test('a seller quotes on both items', async ({ page }) => {
    await signIn(page, SELLER);
    await page.getByRole('navigation').getByRole('link', { name: 'RFQs to quote', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Requests to quote' })).toBeVisible();
    const card = page.getByRole('listitem', { name: rfqNumber });
    await expect(card).toContainText('Not quoted yet', { timeout: 15_000 });
    await card.getByRole('link', { name: 'Quote' }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Quote on ${rfqNumber}` })).toBeVisible();

    for (const [index, item] of ITEMS.entries()) {
      // each item's fieldset, found by its text
      const fieldset = page.getByRole('group').filter({ hasText: item.line });
      const include = fieldset.getByRole('checkbox', { name: 'Quote this item' });
      if (!(await include.isChecked())) await include.check();
      await fieldset.getByRole('textbox', { name: 'Net price per tonne (GBP)' }).fill(String(610 + index * 15));
      await fieldset.getByRole('textbox', { name: 'Available weight (t)' }).fill(item.weight);
      await fieldset.getByRole('combobox', { name: 'Delivery' }).click();
      await page.getByRole('listbox').getByRole('option').first().click();
      const pickup = fieldset.getByRole('combobox', { name: 'Pickup address' });
      if (!(await pickup.inputValue())) {
        await pickup.click();
        await page.getByRole('listbox').getByRole('option').first().click();
      }
    }
    await page.getByRole('button', { name: 'Send quote' }).click();
    await expect(page.getByText('Your quote was sent to the buyer.')).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: shot('rfqs-quote.png'), fullPage: true });
  });

  test('the buyer compares the quotes, accepts both on credit to a new address and sees the orders', async ({
    page,
  }) => {
    await signInBuyer(page);
    await page.getByRole('navigation').getByRole('link', { name: 'My RFQs', exact: true }).click();
    const card = page.getByRole('listitem', { name: rfqNumber });
    await expect(card).toContainText('Live', { timeout: 15_000 });
    await expect(card).toContainText('Quotes: 1');
    await card.getByRole('link', { name: 'View' }).click();
    await expect(page.getByRole('heading', { level: 1, name: `RFQ ${rfqNumber}` })).toBeVisible();

    const quotes = page.getByRole('region', { name: 'Quotes received' });
    for (const item of ITEMS) {
      const table = quotes.getByRole('table', { name: new RegExp(`^Quotes for .*${item.line}`) });
      await expect(table).toContainText(SELLER_ORGANISATION);
      await table.getByRole('checkbox', { name: `Select the quote of ${SELLER_ORGANISATION}` }).check();
    }
    await page.getByRole('button', { name: 'Accept selected quotes (2)' }).click();

    // the material goes to a new site: added in the checkout as in every other checkout
    const addresses = page.getByRole('region', { name: 'Addresses' });
    await addresses.getByRole('button', { name: 'Add a new address' }).click();
    const add = page.getByRole('dialog', { name: 'Add a delivery address' });
    await add.getByRole('textbox', { name: /Company name/ }).fill(`Mersey ${RUN} Site 2`);
    await add.getByRole('textbox', { name: /Address line 1/ }).fill('7 Dock Road');
    await add.getByRole('textbox', { name: /Postcode/ }).fill('L20 1AA');
    await add.getByRole('textbox', { name: /City/ }).fill('Bootle');
    await add.getByRole('button', { name: 'Use this address' }).click();
    await expect(add).toBeHidden();
    await expect(addresses).toContainText('7 Dock Road');
    await expect(addresses).toContainText('New address');

    await page.getByRole('radio', { name: /^(On credit|Credit)$/ }).check();
    await page.getByRole('textbox', { name: /Purchase order number/ }).fill(PO_NUMBER);
    await page.getByRole('checkbox', { name: /authorised to sign/ }).check();
    await page.getByRole('checkbox', { name: /website and buyer terms/ }).check();
    await page.getByRole('button', { name: /^Place orders?$/ }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'Your orders were placed' })).toBeVisible({
      timeout: 15_000,
    });
    await expect(page.getByText('Orders placed: 2.')).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: shot('rfqs-orders-placed.png'), fullPage: true });
    await page.getByRole('link', { name: /^Order 1/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: /^Order / })).toBeVisible();
    await expect(page.getByText(PO_NUMBER)).toBeVisible();
    await expect(page.getByRole('region', { name: 'Delivery', exact: true })).toContainText('7 Dock Road');
  });
});
