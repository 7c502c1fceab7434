import type { DeliveryTimeframe } from '@steelyard/domain/listing-commercial';
import type { MaterialType } from '@steelyard/domain/material-catalogue';
import { theoreticalWeightGrams } from '@steelyard/domain/theoretical-weight';
import { TEMPLATES } from './demo-materials';
import { STEEL_COLOURS, type PictureScene } from './demo-pictures';
import type { Random } from './demo-random';
import type { DemoOrganisationKey, Story } from './demo-stock';

/*
 * The demo packages: mixed lots (offcuts, coil ends, overruns) described by an Excel package list,
 * which the seed writes with exceljs and uploads like a seller would, so the rows are read and kept
 * by the documents module.
 */

/** How the lines of a package list are made up. */
interface LotContents {
  item: string;
  grades: readonly string[];
  thicknesses: readonly number[];
  widths: readonly number[];
  /** Lengths of sheets and plates; none for coils, which are weighed. */
  lengths?: readonly number[];
  lines: number;
}

export interface PackageRow {
  organisation: DemoOrganisationKey;
  title: string;
  description: string;
  materialType: MaterialType;
  deliveryTimeframe: DeliveryTimeframe;
  /** Net price per tonne in major units. */
  price: number;
  story: Exclude<Story, 'PRICE_CUT' | 'PENDING_EDIT' | 'AUTO_RENEWED' | 'RENEWED' | 'DRAFTED'>;
  contents: LotContents;
  /** Non-prime lots show pictures; prime ones cannot have any. */
  picture?: PictureScene;
  prime?: true;
  autoRenew?: true;
  rejection?: string;
}

const PLATE_GRADES = ['S275JR', 'S355J2'] as const;

/** Ten packages, five of each organisation, in every status a package takes. */
export const DEMO_PACKAGES: readonly PackageRow[] = [
  {
    organisation: 'DEMO',
    title: 'Hot rolled plate offcuts, S275JR and S355J2, 6–30 mm',
    description: 'Offcuts from our profiling line, stacked by thickness in the Sheffield yard. Flame-cut edges.',
    materialType: 'MILD_STEEL',
    deliveryTimeframe: 'WITHIN_1_WEEK',
    price: 495,
    story: 'LIVE',
    contents: {
      item: 'Plate offcut',
      grades: PLATE_GRADES,
      thicknesses: [6, 8, 10, 12, 15, 20, 25, 30],
      widths: [400, 600, 800, 1000],
      lengths: [1000, 1500, 2000, 2500],
      lines: 24,
    },
    picture: TEMPLATES.PLATE.picture,
    autoRenew: true,
  },
  {
    organisation: 'DEMO',
    title: 'Galvanised coil ends and slit strip, DX51D Z275',
    description: 'Coil ends 0.5–2.0 mm from slitting, banded, on wooden skids. Ideal for roll-forming trials.',
    materialType: 'COATED_STEEL',
    deliveryTimeframe: 'WITHIN_3_DAYS',
    price: 610,
    story: 'LIVE',
    contents: {
      item: 'Coil end',
      grades: ['DX51D+Z275'],
      thicknesses: [0.5, 0.7, 1, 1.5, 2],
      widths: [150, 300, 625, 1250],
      lines: 14,
    },
    picture: TEMPLATES.GALV_COIL.picture,
  },
  {
    organisation: 'DEMO',
    title: 'Pre-painted sheet overruns, RAL 9002 and RAL 7016',
    description: 'Overruns of roofing and cladding orders, 0.5–0.7 mm, film on top. Colours per list.',
    materialType: 'PRE_PAINTED',
    deliveryTimeframe: 'WITHIN_1_WEEK',
    price: 780,
    story: 'REVIEW',
    contents: {
      item: 'Pre-painted sheet',
      grades: ['DX51D+Z225 RAL 9002', 'S250GD+Z275 RAL 7016'],
      thicknesses: [0.5, 0.6, 0.7],
      widths: [1000, 1250],
      lengths: [2000, 2500, 3000],
      lines: 10,
    },
    picture: TEMPLATES.PPGI_SHEET.picture,
  },
  {
    organisation: 'DEMO',
    title: 'Cold rolled sheet, DC01, mixed sizes',
    description: 'Prime cold rolled sheet left over from cut-to-length orders; oiled, in bundles.',
    materialType: 'MILD_STEEL',
    deliveryTimeframe: 'WITHIN_2_WEEKS',
    price: 560,
    story: 'EXPIRED',
    contents: {
      item: 'CR sheet bundle',
      grades: ['DC01'],
      thicknesses: [0.8, 1, 1.25, 1.5, 2],
      widths: [1000, 1250, 1500],
      lengths: [2000, 2500, 3000],
      lines: 12,
    },
    prime: true,
  },
  {
    organisation: 'DEMO',
    title: 'Tread plate remnants, 3–8 mm',
    description: 'Lentil-pattern tread plate remnants, S275JR, stored indoors.',
    materialType: 'MILD_STEEL',
    deliveryTimeframe: 'WITHIN_3_DAYS',
    price: 540,
    story: 'PURCHASED',
    contents: {
      item: 'Tread plate',
      grades: ['S275JR'],
      thicknesses: [3, 4.5, 6, 8],
      widths: [500, 750, 1000, 1250],
      lengths: [1000, 1250, 2500],
      lines: 9,
    },
    picture: TEMPLATES.TREAD.picture,
  },
  {
    organisation: 'RHEIN',
    title: 'Warmband-Reststücke S235JR bis S355J2',
    description: 'Restcoils aus dem Längsteilen, 2–6 mm, verladebereit in Halle 2 in Duisburg.',
    materialType: 'MILD_STEEL',
    deliveryTimeframe: 'WITHIN_1_WEEK',
    price: 560,
    story: 'LIVE',
    contents: {
      item: 'Restcoil',
      grades: ['S235JR', 'S275JR', 'S355J2'],
      thicknesses: [2, 2.5, 3, 4, 5, 6],
      widths: [500, 750, 1000, 1500],
      lines: 16,
    },
    picture: TEMPLATES.HR_COIL.picture,
    autoRenew: true,
  },
  {
    organisation: 'RHEIN',
    title: 'Feuerverzinkte Bleche, Mischposten',
    description: 'Verzinkte Tafeln DX51D+Z275 in verschiedenen Formaten, teilweise mit Wasserflecken.',
    materialType: 'COATED_STEEL',
    deliveryTimeframe: 'WITHIN_1_WEEK',
    price: 690,
    story: 'LIVE',
    contents: {
      item: 'Verzinktes Blech',
      grades: ['DX51D+Z275'],
      thicknesses: [0.75, 1, 1.25, 1.5, 2],
      widths: [1000, 1250, 1500],
      lengths: [2000, 2500, 3000],
      lines: 11,
    },
    picture: TEMPLATES.GALV_SHEET.picture,
  },
  {
    organisation: 'RHEIN',
    title: 'Grobblech-Abschnitte S355J2, 15–40 mm',
    description: 'Brennschnitt-Abschnitte aus der Fertigung, nach Dicke sortiert.',
    materialType: 'MILD_STEEL',
    deliveryTimeframe: 'WITHIN_2_WEEKS',
    price: 585,
    story: 'REJECTED',
    contents: {
      item: 'Blechabschnitt',
      grades: ['S355J2'],
      thicknesses: [15, 20, 25, 30, 40],
      widths: [300, 500, 800],
      lengths: [800, 1200, 1600],
      lines: 13,
    },
    picture: TEMPLATES.PLATE.picture,
    rejection: 'Every line of the package list needs a heat number. Please upload the list again with them.',
  },
  {
    organisation: 'RHEIN',
    title: 'Magnelis-Spaltband ZM120, Mischposten',
    description: 'Spaltbänder S350GD+ZM120 aus Auftragsüberhängen, 1,5–3 mm.',
    materialType: 'COATED_STEEL',
    deliveryTimeframe: 'WITHIN_4_WEEKS',
    price: 820,
    story: 'WITHDRAWN',
    contents: {
      item: 'Spaltband',
      grades: ['S350GD+ZM120'],
      thicknesses: [1.5, 2, 2.5, 3],
      widths: [120, 200, 350, 500],
      lines: 8,
    },
    picture: TEMPLATES.ZM_COIL.picture,
  },
  {
    organisation: 'RHEIN',
    title: 'Bandbeschichtete Coil-Reste RAL 7016',
    description: 'Reste von Dachprofil-Aufträgen, Polyester 25 µm, mit Schutzfolie.',
    materialType: 'PRE_PAINTED',
    deliveryTimeframe: 'OVER_4_WEEKS',
    price: 860,
    story: 'LIVE',
    contents: {
      item: 'Coil-Rest',
      grades: ['DX51D+Z225 RAL 7016'],
      thicknesses: [0.5, 0.6, 0.75],
      widths: [1000, 1250],
      lines: 7,
    },
    picture: { ...TEMPLATES.PPGI_COIL.picture, body: STEEL_COLOURS.ral7016 },
  },
];

/** The header of every demo package list. */
export const PACKAGE_LIST_COLUMNS = [
  'Item',
  'Description',
  'Grade',
  'Thickness (mm)',
  'Width (mm)',
  'Length (mm)',
  'Pieces',
  'Weight (kg)',
  'Heat no.',
  'Location',
] as const;

/** A package's list: its lines and the total weight in tonnes (three decimals), as the seller sums it. */
export function packageListLines(contents: LotContents, materialType: MaterialType, random: Random) {
  const lines: (string | number | null)[][] = [];
  let grams = 0;
  for (let i = 0; i < contents.lines; i += 1) {
    const thickness = random.pick(contents.thicknesses);
    const width = random.pick(contents.widths);
    const length = contents.lengths ? random.pick(contents.lengths) : null;
    const pieces = length ? random.int(1, thickness >= 10 ? 4 : 40) : 1;
    const lineGrams = length
      ? theoreticalWeightGrams({ materialType, thickness, width, length, numberOfItems: pieces })
      : Math.round((width / 1000) * random.int(900, 2600)) * 1000;
    grams += lineGrams;
    lines.push([
      i + 1,
      contents.item,
      random.pick(contents.grades),
      thickness,
      width,
      length,
      pieces,
      Math.round(lineGrams / 1000),
      `${random.pick(['H', 'C', 'S'])}${random.int(100000, 999999)}`,
      `Bay ${random.int(1, 6)}${random.pick(['A', 'B', 'C'])}`,
    ]);
  }
  return { lines, weightTonnes: Math.round(grams / 1000) / 1000 };
}

/** The list as an Excel workbook: a header row in bold, the lines below, frozen header. */
export async function packageListWorkbook(lines: readonly (string | number | null)[][]): Promise<Buffer> {
  // loaded when the seed writes its first workbook, so that a start without seeding never loads exceljs
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Steelyard demo';
  const sheet = workbook.addWorksheet('Package list', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.addRow([...PACKAGE_LIST_COLUMNS]).font = { bold: true };
  for (const line of lines) sheet.addRow(line);
  sheet.columns.forEach((column, i) => {
    column.width = i === 1 ? 22 : 14;
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
