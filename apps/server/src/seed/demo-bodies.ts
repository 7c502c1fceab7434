import { isStackable, type MaterialType } from '@steelyard/domain/material-catalogue';
import { formatCoatingColour } from '@steelyard/domain/material-coatings';
import { theoreticalWeight } from '@steelyard/domain/theoretical-weight';
import { specificationLabel, type CertificateFacts } from './demo-certificates';
import { TEMPLATES, type Mill, type Template } from './demo-materials';
import type { PackageRow } from './demo-packages';
import { STEEL_COLOURS, type PictureScene } from './demo-pictures';
import type { Random } from './demo-random';
import type { StockRow } from './demo-stock';

/*
 * From a stock row to what a seller would type into the wizard: the listing body (as the API takes
 * it), the texts in the organisation's language, and the facts of the mill certificate.
 */

/** Where a listing's material lies and who sells it, as the bodies need it. */
export interface BodyContext {
  language: 'en' | 'de';
  currencyCode: 'GBP' | 'EUR';
  pickupAddressId: string;
  city: string;
  /** "SHF" (Sheffield), "BHM", "DU": the SKU's prefix. */
  skuPrefix: string;
  expiresAt: string;
  pictures: { documentId: string }[];
  certificates: { documentId: string }[];
}

export const templateOf = (row: StockRow): Template => TEMPLATES[row.template];

/** The row's material: the template's, with the row's grade, coating value and colour. */
export function materialOf(row: StockRow): Record<string, string> {
  const t = templateOf(row);
  return {
    product: t.product,
    ...t.material,
    ...(row.grade ? { grade: row.grade } : {}),
    ...(row.coating ? { coatingThicknessValue: row.coating } : {}),
    ...(row.colour ? { coatingColour: row.colour } : {}),
  };
}

const COLOURS_OF_RAL: Readonly<Record<string, readonly [number, number, number]>> = {
  RAL_9002: STEEL_COLOURS.ral9002,
  RAL_7016: STEEL_COLOURS.ral7016,
};

/** The row's picture: the template's scene in the row's paint colour. */
export function pictureOf(row: StockRow): PictureScene {
  const scene = templateOf(row).picture;
  const colour = row.colour ? COLOURS_OF_RAL[row.colour] : undefined;
  if (!colour) return scene;
  return scene.kind === 'coil'
    ? { ...scene, body: colour }
    : scene.kind === 'sheets'
      ? { ...scene, face: colour }
      : scene;
}

/** The weight in tonnes: typed for coils, the theoretical weight of the items otherwise. */
export function weightOfRow(row: StockRow): number {
  const [thickness, width, length] = row.dimensions;
  if (!length) return row.quantity;
  const materialType = templateOf(row).material.materialType as MaterialType;
  return theoreticalWeight({ materialType, thickness, width, length, numberOfItems: row.quantity }, 'TON');
}

const ITEM_WORDS = {
  COIL: ['coil', 'Coil'],
  SHEET: ['sheets', 'Tafeln'],
  PLATE: ['plates', 'Platten'],
  TREAD: ['tread plates', 'Tränenbleche'],
};

/** The seller's description: prime from stock with its certificate, or what is wrong with non-prime material. */
export function descriptionOf(row: StockRow, ctx: Pick<BodyContext, 'language' | 'city'>, heat: string): string {
  const t = templateOf(row);
  const colour = materialOf(row).coatingColour;
  const shade = colour ? ` in ${formatCoatingColour(colour)}` : '';
  if (ctx.language === 'de') {
    return row.prime === false
      ? `Zweite Wahl: ${t.name.de}${shade}, ${t.defect.de}. Verkauf wie besichtigt, siehe Bilder.`
      : `Prime-Ware: ${t.name.de}${shade} ab Lager ${ctx.city}, Schmelze ${heat}. Abnahmeprüfzeugnis 3.1 nach EN 10204 liegt bei.`;
  }
  return row.prime === false
    ? `Non-prime ${t.name.en}${shade}: ${t.defect.en}. Sold as seen, see the pictures.`
    : `Prime ${t.name.en}${shade} from stock in ${ctx.city}, heat ${heat}. Inspection certificate 3.1 to EN 10204 attached.`;
}

/** Loading times and how the material leaves the warehouse. */
export function loadingNoteOf(product: string, language: 'en' | 'de'): string {
  const coil = product === 'COIL';
  if (language === 'de') {
    return coil
      ? 'Verladung Mo–Fr 06:00–14:00 mit Hallenkran; Coils auf Wunsch Auge nach oben. Innendurchmesser 610 mm.'
      : 'Verladung Mo–Fr 06:00–14:00; Plane oder Pritsche, seitliche Beladung mit Stapler.';
  }
  return coil
    ? 'Loading Mon–Fri 07:00–15:00 by overhead crane; coils eye to sky on request. Inner diameter 610 mm.'
    : 'Loading Mon–Fri 07:00–15:00; curtainsider or flatbed, side loading by forklift.';
}

/** The listing as the seller's create call takes it (createListingBody). */
export function listingBodyOf(row: StockRow, index: number, ctx: BodyContext, origin: string, heat: string) {
  const t = templateOf(row);
  const [thickness, width, length] = row.dimensions;
  const stackable = isStackable(t.product);
  const minor = Math.round(row.price * 100);
  return {
    material: materialOf(row),
    materialDimensions: stackable ? { thickness, width, length } : { thickness, width },
    ...(stackable
      ? { numberOfItems: row.quantity, tradeUnitCalculation: 'BY_ITEM' }
      : { weight: row.quantity, tradeUnitCalculation: 'BY_WEIGHT' }),
    tradeUnit: row.unit ?? 'TON',
    prime: row.prime !== false,
    origin: [origin],
    age: row.prime === false ? (row.template === 'ROAD_PLATE' ? 'OVER_2_YEARS' : 'UNDER_1_YEAR') : 'UNDER_6_MONTHS',
    sellingPrice: { value: minor, currencyCode: ctx.currencyCode },
    expiresAt: ctx.expiresAt,
    autoRenew: row.autoRenew === true,
    pickupAddressId: ctx.pickupAddressId,
    description: descriptionOf(row, ctx, heat),
    additionalInformation: loadingNoteOf(t.product, ctx.language),
    internalSellerSku: `${ctx.skuPrefix}-${t.code}-${String(1000 + ((index * 379) % 9000))}`,
    pictures: ctx.pictures,
    testCertificates: ctx.certificates,
    sellerTermsAccepted: true,
  };
}

/** The package as the seller's create call takes it (createPackageBody). */
export function packageBodyOf(
  row: PackageRow,
  index: number,
  ctx: BodyContext & { packageDocumentId: string; weight: number },
) {
  return {
    material: { product: 'PACKAGE', materialType: row.materialType, shape: 'FLAT' },
    packageTitle: row.title,
    packageDescription: row.description,
    packageDocument: { documentId: ctx.packageDocumentId },
    deliveryTimeframe: row.deliveryTimeframe,
    prime: row.prime === true,
    origin: [ctx.currencyCode === 'GBP' ? 'GB' : 'DE'],
    age: 'UNDER_2_YEARS',
    weight: ctx.weight,
    tradeUnit: 'TON',
    sellingPrice: { value: row.price * 100, currencyCode: ctx.currencyCode },
    expiresAt: ctx.expiresAt,
    autoRenew: row.autoRenew === true,
    pickupAddressId: ctx.pickupAddressId,
    additionalInformation: loadingNoteOf('PACKAGE', ctx.language),
    internalSellerSku: `${ctx.skuPrefix}-PKG-${String(200 + index * 17)}`,
    pictures: ctx.pictures,
    certificates: ctx.certificates,
    sellerTermsAccepted: true,
  };
}

/** The facts of a mill certificate for (part of) a listing. */
export function certificateFactsOf(
  row: StockRow,
  mill: Mill,
  purchaser: string,
  heatNumber: string,
  issuedOn: Date,
  random: Random,
): CertificateFacts {
  const t = templateOf(row);
  const material = materialOf(row);
  const [thickness, width, length] = row.dimensions;
  const weight = weightOfRow(row).toFixed(3);
  const [items] = ITEM_WORDS[t.product];
  const coatingMass = material.coatingThicknessValue?.replace(/\D/g, '');
  const paint = material.coatingColour
    ? `, ${formatCoatingColour(material.coatingColour)} polyester 25 µm top, 7 µm back`
    : '';
  return {
    mill,
    certificateNumber: `3.1-${issuedOn.getUTCFullYear()}-${random.int(100000, 999999)}`,
    issuedOn: issuedOn.toISOString().slice(0, 10),
    purchaser,
    orderNumber: `PO ${random.int(4500000, 4599999)}`,
    product: t.name.en[0]!.toUpperCase() + t.name.en.slice(1),
    specification: specificationLabel(material.specification!),
    grade: material.grade!,
    dimensions: `${thickness.toFixed(2)} x ${width}${length ? ` x ${length}` : ''} mm`,
    quantity: length ? `${row.quantity} ${items}, ${weight} t` : `1 coil, ${weight} t`,
    heatNumber,
    ...(coatingMass
      ? {
          coating: `${material.coatingThicknessValue} (${Number(coatingMass) + random.int(4, 18)} g/m² measured, triple spot)${paint}`,
        }
      : {}),
  };
}
