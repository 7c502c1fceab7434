import type { ListingKind } from '@steelyard/domain/admin-listings';
import { draftListingBody } from '@steelyard/domain/listing-drafts';
import { draftPackageBody } from '@steelyard/domain/packages';
import { createDraft } from '../modules/listings/drafts';
import { contextOf, parse, type DemoOrganisation, type Seeding } from './demo-cast';
import { certificatePdf } from './demo-certificates';
import { TEMPLATES } from './demo-materials';
import { cameraFileName } from './demo-files';
import { packageListLines, packageListWorkbook } from './demo-packages';
import { STEEL_COLOURS } from './demo-pictures';
import { createRandom } from './demo-random';

/*
 * Half-filled wizards saved as drafts (besides the rejected listing turned into one): listing drafts
 * of both organisations, by sellers and managers, some with files, and two package drafts.
 */

interface DraftPlan {
  organisation: 'DEMO' | 'RHEIN';
  by: 'seller' | 'manager';
  kind: ListingKind;
  hoursAgo: number;
  /** The draft's fields; `files` are the references uploaded for it. */
  body: (org: DemoOrganisation, files: { documentId: string }[]) => Record<string, unknown>;
  file?: 'CERTIFICATE' | 'PICTURE' | 'PACKAGE_LIST';
}

const DRAFTS: DraftPlan[] = [
  {
    organisation: 'DEMO',
    by: 'manager',
    kind: 'LISTING',
    hoursAgo: 5,
    body: (org) => ({
      material: { product: 'COIL', ...TEMPLATES.HR_COIL.material, grade: 'S355J2' },
      materialDimensions: { thickness: 8, width: 2000 },
      weight: 25,
      sellingPrice: { value: 69_900, currencyCode: 'GBP' },
      origin: ['GB'],
      pickupAddressId: contextOf(org, false).pickupAddressId,
    }),
  },
  {
    organisation: 'DEMO',
    by: 'seller',
    kind: 'LISTING',
    hoursAgo: 26,
    file: 'CERTIFICATE',
    body: (_org, files) => ({
      material: { product: 'PLATE', materialType: 'MILD_STEEL', shape: 'FLAT', plateType: 'STRUCTURAL_STEEL' },
      materialDimensions: { thickness: 30, width: 2500, length: 6000 },
      numberOfItems: 4,
      tradeUnitCalculation: 'BY_ITEM',
      prime: true,
      description: 'Grade to be confirmed with the mill before listing.',
      testCertificates: files,
    }),
  },
  {
    organisation: 'RHEIN',
    by: 'seller',
    kind: 'LISTING',
    hoursAgo: 3,
    file: 'PICTURE',
    body: (org, files) => ({
      material: { product: 'SHEET', ...TEMPLATES.GALV_SHEET.material },
      materialDimensions: { thickness: 1, width: 1250, length: 2500 },
      numberOfItems: 200,
      tradeUnitCalculation: 'BY_ITEM',
      prime: false,
      sellingPrice: { value: 87_000, currencyCode: 'EUR' },
      pickupAddressId: contextOf(org, false).pickupAddressId,
      description: 'Zweite Wahl, Wasserflecken. Bilder folgen.',
      pictures: files,
    }),
  },
  {
    organisation: 'RHEIN',
    by: 'manager',
    kind: 'LISTING',
    hoursAgo: 50,
    body: () => ({
      material: { product: 'COIL', materialType: 'MILD_STEEL', shape: 'FLAT', definition: 'COLD_ROLLED' },
    }),
  },
  {
    organisation: 'DEMO',
    by: 'seller',
    kind: 'PACKAGE',
    hoursAgo: 8,
    body: () => ({
      material: { product: 'PACKAGE', materialType: 'MILD_STEEL', shape: 'FLAT' },
      packageTitle: 'Mixed hot rolled sheet offcuts',
      weight: 6.5,
      sellingPrice: { value: 48_000, currencyCode: 'GBP' },
      deliveryTimeframe: 'WITHIN_1_WEEK',
    }),
  },
  {
    organisation: 'RHEIN',
    by: 'seller',
    kind: 'PACKAGE',
    hoursAgo: 30,
    file: 'PACKAGE_LIST',
    body: (_org, files) => ({
      material: { product: 'PACKAGE', materialType: 'COATED_STEEL', shape: 'FLAT' },
      packageTitle: 'Coil-Enden DX51D+Z275',
      packageDescription: 'Liste vollständig, Preis noch offen.',
      packageDocument: files[0],
      prime: false,
    }),
  },
];

/** Adds the drafts' steps to the timeline; answers how many drafts they make. */
export function planDemoDrafts(s: Seeding, now: Date): number {
  DRAFTS.forEach((plan, index) => {
    const at = new Date(now.getTime() - plan.hoursAgo * 3_600_000);
    s.steps.push({
      at,
      run: async () => {
        const random = createRandom(12_000 + index);
        const org = s.organisations[plan.organisation];
        const member = org[plan.by];
        const files = [];
        if (plan.file === 'CERTIFICATE') {
          const facts = {
            mill: TEMPLATES.PLATE.mills[0],
            certificateNumber: `3.1-${at.getUTCFullYear()}-${random.int(100000, 999999)}`,
            issuedOn: at.toISOString().slice(0, 10),
            purchaser: org.name,
            orderNumber: `PO ${random.int(4500000, 4599999)}`,
            product: 'Structural plate',
            specification: 'EN 10025-2',
            grade: 'S355J2',
            dimensions: '30.00 x 2500 x 6000 mm',
            quantity: '4 plates, 14.130 t',
            heatNumber: `H${random.int(10000, 99999)}`,
          };
          files.push(
            await s.uploads.upload(
              member.caller,
              'CERTIFICATE',
              certificatePdf(facts, random),
              'Inspection certificate 3.1.pdf',
              at,
              at,
            ),
          );
        } else if (plan.file === 'PICTURE') {
          const png = s.uploads.picture({ kind: 'sheets', face: STEEL_COLOURS.zinc, spangle: true }, 1);
          files.push(await s.uploads.upload(member.caller, 'PICTURE', png, cameraFileName(at), at, at));
        } else if (plan.file === 'PACKAGE_LIST') {
          const contents = {
            item: 'Coil-Ende',
            grades: ['DX51D+Z275'],
            thicknesses: [0.5, 0.75, 1],
            widths: [300, 625, 1250],
            lines: 6,
          };
          const workbook = await packageListWorkbook(packageListLines(contents, 'COATED_STEEL', random).lines);
          files.push(
            await s.uploads.upload(member.caller, 'PACKAGE_LIST', workbook, 'Packliste Coil-Enden.xlsx', at, at),
          );
        }
        const body = plan.body(org, files);
        const parsed =
          plan.kind === 'LISTING'
            ? parse(draftListingBody, body, 'a listing draft')
            : parse(draftPackageBody, body, 'a package draft');
        await createDraft(s.db, member.caller, plan.kind, parsed, at);
      },
    });
  });
  return DRAFTS.length;
}
