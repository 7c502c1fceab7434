import { expect, type Page } from '@playwright/test';
import { test } from '../support/test';
import { demoUsers } from '../support/demo-users';
import { signIn } from '../support/sign-in';

/*
 * Numbers are typed and read in the UI language (issue 23, item 16; decision 171): the English
 * wizard read "22,400" as 22.4 t and "1,290" as 1290. A German seller types a coil's sizes, weight
 * and price with German separators and the saved draft carries the numbers meant; an English buyer's
 * search reads "1,250" as 1250 and refuses an ambiguous "22,4" before searching.
 */

async function choose(page: Page, field: string, option: string) {
  await page.getByRole('combobox', { name: field, exact: true }).click();
  await expect(page.getByRole('listbox')).toHaveCount(1);
  await page.getByRole('listbox').getByRole('option').filter({ hasText: option }).first().click();
  await expect(page.getByRole('combobox', { name: field, exact: true })).toHaveValue(option);
}

test.describe('numbers in the UI language (issue 23, item 16)', () => {
  test.describe.configure({ timeout: 60_000 });

  test('a German seller types 3,5 mm, 1.250 mm, 18,42 t and 1.290,50 per tonne', async ({ page }) => {
    await signIn(page, demoUsers.seller);
    await page.evaluate(() => window.localStorage.setItem('steelyard.language', 'de'));
    await page.goto('/listings/create');
    await expect(page.getByRole('heading', { level: 1, name: 'Inserat erstellen' })).toBeVisible();
    await choose(page, 'Güte', 'S355J2');
    await page.getByRole('combobox', { name: 'Herkunft', exact: true }).fill('Deutschland');
    await page.getByRole('listbox').getByRole('option', { name: 'Deutschland', exact: true }).click();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Weiter' }).click();

    const thickness = page.getByRole('textbox', { name: 'Dicke', exact: true });
    // "1.5" is no German number: a point groups thousands, so it is refused with how to type it
    await thickness.fill('1.5');
    await thickness.blur();
    await expect(
      page.getByText('Geben Sie die Zahl als 22.400,5 ein (Tausender mit Punkt, Dezimalstellen mit Komma).'),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Weiter' }).click();
    await expect(thickness).toBeVisible();
    await thickness.fill('3,5');
    await page.getByRole('textbox', { name: 'Breite', exact: true }).fill('1.250');
    await expect(page.getByText(/Geben Sie die Zahl als/)).toHaveCount(0);
    await page.getByRole('button', { name: 'Weiter' }).click();

    await page.getByRole('textbox', { name: 'Gewicht', exact: true }).fill('18,42');
    await page.getByRole('textbox', { name: 'Netto-Verkaufspreis pro Tonne', exact: true }).fill('1.290,50');
    const saved = page.waitForRequest(
      (request) => request.method() === 'POST' && request.url().includes('/api/universal/draft-listings'),
    );
    await page.getByRole('button', { name: 'Als Entwurf speichern' }).click();
    const body = (await saved).postDataJSON() as Record<string, unknown>;
    expect(body).toMatchObject({
      materialDimensions: { thickness: 3.5, width: 1250 },
      weight: 18.42,
      sellingPrice: { value: 129_050 },
    });
    await expect(page.getByText('Ihr Entwurf wurde gespeichert.')).toBeVisible();

    // the draft opens again with the numbers written the German way
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Entwurf fortsetzen' })).toBeVisible({
      timeout: 15_000,
    });
    await page.getByRole('button', { name: 'Weiter' }).click();
    await expect(page.getByRole('textbox', { name: 'Dicke', exact: true })).toHaveValue('3,5');
    await expect(page.getByRole('textbox', { name: 'Breite', exact: true })).toHaveValue('1.250');
    await page.getByRole('button', { name: 'Weiter' }).click();
    await expect(page.getByRole('textbox', { name: 'Gewicht', exact: true })).toHaveValue('18,42');
    await expect(page.getByRole('textbox', { name: 'Netto-Verkaufspreis pro Tonne', exact: true })).toHaveValue(
      '1.290,50',
    );
  });

  test('an English buyer searches from 1,250 mm wide and is told how to type 22,4', async ({ page }) => {
    await signIn(page, demoUsers.buyer);
    await page.goto('/search');
    await expect(page.getByRole('heading', { level: 1, name: 'Search steel' })).toBeVisible();
    await page.getByLabel('Width from').fill('1,250');
    const weight = page.getByLabel(/^Weight at least/);
    await weight.fill('22,4');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(
      page.getByText('Type the number as 22,400.5 (thousands with a comma, decimals with a point).'),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/search$/);
    await weight.fill('22.5');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/\/search\/results\?filter=/);
    expect(decodeURIComponent(page.url())).toContain('materialDimensions.width>1250;weight>22.5');
  });
});
