import { expect, type Locator, type Page } from '@playwright/test';
import { test } from '../support/test';
import { findSeriousViolations } from '../support/axe';
import { openBuyingCustomerByApi } from '../support/customers';
import { demoUsers } from '../support/demo-users';
import { picturePng } from '../support/listing-files';
import { signInOperatorByApi } from '../support/operator';
import { signIn, submitLogin } from '../support/sign-in';

/*
 * Pictures shown as pictures (issue 23, item 14): a seller uploads four pictures at once, sees them
 * in the order chosen with thumbnails, moves one and chooses the main one; once live, a buyer of
 * another organisation sees the gallery in that order and opens the larger view, also on a phone.
 */

// axe-core is injected as an inline script, which the app's CSP refuses
test.use({ bypassCSP: true });

// a retry starts over on the same database: each attempt has its own names
const RUN = Date.now().toString(36).slice(-5);
const SKU = `E2E-PICS-${RUN}`;
const PICTURES = [
  picturePng(`coil-front-${RUN}.png`, [180, 70, 40]),
  picturePng(`coil-edge-${RUN}.png`, [60, 120, 170]),
  picturePng(`coil-label-${RUN}.png`, [90, 150, 80]),
  picturePng(`coil-stack-${RUN}.png`, [150, 150, 150]),
];
const [FRONT, EDGE, LABEL, STACK] = PICTURES.map((p) => p.name) as [string, string, string, string];
// the seller's order after moving the label picture up once: front, label, edge, stack
const ORDER = [FRONT, LABEL, EDGE, STACK];

let listingId = '';

/** Chooses an option of a Mantine select (options live in a portal listbox). */
async function choose(page: Page, field: string, option: string | 'last') {
  await page.getByRole('combobox', { name: field, exact: true }).click();
  await expect(page.getByRole('listbox')).toHaveCount(1);
  const options = page.getByRole('listbox').getByRole('option');
  await (option === 'last' ? options.last() : options.filter({ hasText: option }).first()).click();
}

const nameIn = (text: string) => PICTURES.map((p) => p.name).find((name) => text.includes(name)) ?? text;

/** The file names of a list's items, in their order on the page. */
async function namesIn(list: Locator): Promise<string[]> {
  return (await list.getByRole('listitem').allInnerTexts()).map(nameIn);
}

/** The pictures a gallery's buttons open ("Open picture 1 of 4: <name>"), in their order on the page. */
async function galleryNames(gallery: Locator): Promise<string[]> {
  const labels = await gallery.getByRole('button').evaluateAll((buttons) => buttons.map((b) => b.ariaLabel ?? ''));
  return labels.map(nameIn);
}

test.describe.serial('listing pictures (issue 23, item 14)', () => {
  // each journey takes about 20 s alone (four uploads and the whole wizard; a customer opened and signed in
  // with production hashing, the viewer and axe), two thirds of the 30 s default: beside the soak's other
  // parts on CI's two cores the seller's took 33 s, and 75 s under two busy loops, every step answering
  // (the details page, served by the other instance, showed its four pictures 7-9 s after the reload)
  test.describe.configure({ timeout: 120_000 });

  test('the seller uploads four pictures, keeps their order, moves one and chooses the main picture', async ({
    page,
  }) => {
    await signIn(page, demoUsers.seller);
    await page.getByRole('navigation').getByRole('link', { name: 'Create Listing', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Create listing' })).toBeVisible();
    await choose(page, 'Grade', 'S355J2');
    await page.getByRole('combobox', { name: 'Origin', exact: true }).fill('United Kingdom');
    await page.getByRole('listbox').getByRole('option', { name: 'United Kingdom', exact: true }).click();
    await page.keyboard.press('Escape');
    await page.getByRole('textbox', { name: 'Your material ID (SKU)', exact: true }).fill(SKU);
    // pictures show the condition of non-prime material
    await page.getByRole('radio', { name: 'Non-prime' }).check();

    // all four chosen at once: they upload side by side and finish in any order
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Choose files' }).first().click();
    await (await chooser).setFiles(PICTURES);
    const list = page.getByRole('list', { name: 'Pictures' });
    await expect(list.getByRole('listitem')).toHaveCount(4, { timeout: 20_000 });
    expect(await namesIn(list)).toEqual([FRONT, EDGE, LABEL, STACK]);
    // each with its thumbnail
    await expect(list.locator('img')).toHaveCount(4, { timeout: 15_000 });

    await page.getByRole('button', { name: `Move ${LABEL} up` }).click();
    expect(await namesIn(list)).toEqual(ORDER);
    await page.getByRole('button', { name: `Set as main picture: ${EDGE}` }).click();
    await expect(list.getByRole('listitem').nth(2).getByText('Main picture')).toBeVisible();

    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('textbox', { name: 'Thickness', exact: true }).fill('4');
    await page.getByRole('textbox', { name: 'Width', exact: true }).fill('1500');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('textbox', { name: 'Weight', exact: true }).fill('12.5');
    await page.getByRole('textbox', { name: 'Net selling price per tonne', exact: true }).fill('540');
    await choose(page, 'Expiry date', 'last');
    await choose(page, 'Expiry time', 'last');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('button', { name: 'Review listing' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Review your listing' })).toBeVisible();
    await page.getByRole('checkbox', { name: 'I accept the seller terms.' }).check();
    const submitted = page.waitForResponse(
      (r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/seller/listings/',
    );
    await page.getByRole('button', { name: 'Submit listing' }).click();
    const reply = await submitted;
    expect(reply.status(), await reply.text()).toBe(201);
    const listing = (await reply.json()) as { id: string; pictures: { meta: { fileName: string }; main?: boolean }[] };
    listingId = listing.id;
    // saved in the seller's order, with the chosen main picture
    expect(listing.pictures.map((p) => [p.meta.fileName, p.main])).toEqual(ORDER.map((n) => [n, n === EDGE]));
    await expect(page.getByRole('heading', { level: 1, name: 'Your listing has been submitted' })).toBeVisible({
      timeout: 15_000,
    });

    // the seller's details page shows the gallery in the same order
    await page.goto(`/listings/my/details/${listingId}`);
    const gallery = page.getByRole('list', { name: 'Pictures' });
    await expect(gallery.getByRole('button')).toHaveCount(4, { timeout: 15_000 });
    expect(await galleryNames(gallery)).toEqual(ORDER);
    await expect(gallery.getByRole('listitem').nth(2).getByText('Main picture')).toBeVisible();
  });

  test('a buyer of another organisation sees the gallery and opens the larger view, also on a phone', async ({
    page,
    request,
  }) => {
    expect(listingId, 'the seller journey submitted the listing').not.toBe('');
    const operator = await signInOperatorByApi(request);
    const approved = await request.post(`/api/admin/listings/${listingId}/approve`, {
      headers: { authorization: `Bearer ${operator.accessToken}` },
    });
    expect(approved.status(), await approved.text()).toBe(200);
    const buyer = await openBuyingCustomerByApi(request, {
      name: `Wear Pictures ${RUN} Ltd`,
      domain: `wear-pics-${RUN}.example`,
      managerName: 'Wendy Wear',
      creditLimit: 10_000_00,
      password: 'Granite-Quay-Lantern-2026!',
    });
    await page.goto('/login');
    await submitLogin(page, buyer.email, buyer.password);
    await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible({ timeout: 15_000 });

    await page.goto(`/my-alerts/listing-details/${listingId}`);
    const gallery = page.getByRole('list', { name: 'Pictures' });
    await expect(gallery.getByRole('button')).toHaveCount(4, { timeout: 15_000 });
    expect(await galleryNames(gallery)).toEqual(ORDER);
    await expect(gallery.locator('img')).toHaveCount(4, { timeout: 15_000 });
    // each tile offers the thumbnails made (160 and 320 px: none wider than the 480 px picture) and
    // the browser takes the one its 112 px box needs on this 1× screen (issue 25)
    const tile = gallery.locator('img').first();
    await expect(tile).toHaveAttribute('srcset', / 160w, .+ 320w$/);
    await expect(tile).toHaveAttribute('sizes', '112px');
    await expect
      .poll(() =>
        tile.evaluate(
          (img: HTMLImageElement) =>
            img.srcset
              .split(', ')
              .find((entry) => img.currentSrc.endsWith(entry.split(' ')[0]!))
              ?.split(' ')[1],
        ),
      )
      .toBe('160w');

    await gallery.getByRole('button', { name: `Open picture 3 of 4: ${EDGE}` }).click();
    const viewer = page.getByRole('dialog', { name: 'Picture 3 of 4' });
    await expect(viewer.getByRole('img', { name: EDGE })).toBeVisible();
    // the larger view is the picture itself (480 px), not the thumbnail
    await expect
      .poll(() => viewer.getByRole('img', { name: EDGE }).evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBe(480);
    // the gallery and the open viewer have no serious accessibility violations
    expect(await findSeriousViolations(page)).toEqual([]);
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('dialog', { name: 'Picture 4 of 4' }).getByRole('img', { name: STACK })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);

    // at 390 px the viewer fills the screen and the picture fits in it
    await page.setViewportSize({ width: 390, height: 844 });
    // by keyboard: the thumbnail is a button reached with Tab and opened with Enter
    await gallery.getByRole('button', { name: `Open picture 1 of 4: ${FRONT}` }).focus();
    await page.keyboard.press('Enter');
    const phoneViewer = page.getByRole('dialog', { name: 'Picture 1 of 4' });
    const picture = phoneViewer.getByRole('img', { name: FRONT });
    await expect(picture).toBeVisible();
    const box = await picture.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
    await phoneViewer.getByRole('button', { name: 'Next picture' }).click();
    await expect(page.getByRole('dialog', { name: 'Picture 2 of 4' })).toBeVisible();
    // closing gives the focus back to the thumbnail that opened the viewer
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(gallery.getByRole('button', { name: `Open picture 1 of 4: ${FRONT}` })).toBeFocused();
  });
});
