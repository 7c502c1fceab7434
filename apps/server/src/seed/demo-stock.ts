import type { PricingUnit } from '@steelyard/domain/theoretical-weight';
import type { TemplateKey } from './demo-materials';

/*
 * What the demo organisations have in stock: one row per listing (material of demo-materials.ts,
 * size, quantity, price) with the story that gives it its status; demo-listings.ts plays the stories.
 */

export type DemoOrganisationKey = 'DEMO' | 'RHEIN';

/**
 * How a listing got where it is: live (straight, with a price cut, with edits waiting for the renewal,
 * auto-renewed by the job, renewed by the seller after it expired), waiting for review, rejected (and
 * turned into a draft), expired, withdrawn or bought.
 */
export type Story =
  | 'LIVE'
  | 'PRICE_CUT'
  | 'PENDING_EDIT'
  | 'AUTO_RENEWED'
  | 'RENEWED'
  | 'REVIEW'
  | 'REJECTED'
  | 'DRAFTED'
  | 'EXPIRED'
  | 'WITHDRAWN'
  | 'PURCHASED';

/** One listing: the material's variant, size, quantity, price and story. */
export interface StockRow {
  organisation: DemoOrganisationKey;
  template: TemplateKey;
  /** mm: thickness, width and (sheet, plate, tread) length. */
  dimensions: readonly [number, number, number?];
  /** Coil: tonnes; sheet, plate, tread: number of items (weight calculated by item). */
  quantity: number;
  /** Net price per trade unit in major units of the organisation's currency. */
  price: number;
  story: Story;
  grade?: string;
  coating?: string;
  colour?: string;
  prime?: false;
  autoRenew?: true;
  unit?: PricingUnit;
  /** Listed by the organisation's manager (default: its seller). */
  byManager?: true;
  /** The organisation's second approved warehouse (default: the primary one). */
  secondWarehouse?: true;
  /** What the operator wrote when rejecting it (REJECTED, DRAFTED). */
  rejection?: string;
}

/** The operator's reasons for the rejected listings. */
const REJECTED_BECAUSE = {
  heat: 'The certificate is for heat 58213 but the description names heat 58231. Please attach the certificate of the material you are selling.',
  ultrasonic:
    'Pressure-vessel buyers need the ultrasonic testing class (EN 10160). Please state it in the description.',
  pattern:
    'Please state the pattern (lentil or teardrop) and the pattern height of the tread plate in the description.',
  colour: 'The pictures show a lighter grey than RAL 7016. Please check the colour or replace the pictures.',
  definition: 'The description says pickled, but the listing is black hot rolled coil. Please correct one of them.',
};

type Extras = Omit<StockRow, 'organisation' | 'template' | 'dimensions' | 'quantity' | 'price' | 'story'>;
const row =
  (organisation: DemoOrganisationKey) =>
  (
    template: TemplateKey,
    dimensions: StockRow['dimensions'],
    quantity: number,
    price: number,
    story: Story,
    extras: Extras = {},
  ): StockRow => ({
    organisation,
    template,
    dimensions,
    quantity,
    price,
    story,
    ...extras,
  });
const D = row('DEMO');
const R = row('RHEIN');

/** 64 listings: 36 of Demo Steel Trading (GBP), 28 of Rhein Stahlhandel (EUR). */
// prettier-ignore
export const DEMO_STOCK: readonly StockRow[] = [
  D('HR_COIL', [3, 1500], 22.46, 685, 'LIVE'),
  D('HR_COIL', [6, 1800], 24.12, 715, 'LIVE', { grade: 'S355J2', autoRenew: true }),
  D('HR_COIL_MC', [4, 1250], 18.7, 728, 'PRICE_CUT'),
  D('HRPO_COIL', [2.5, 1250], 16.35, 742, 'LIVE', { secondWarehouse: true }),
  D('CR_COIL', [1, 1250], 9.84, 795, 'REVIEW'),
  D('CR_COIL', [0.8, 1000], 6.2, 640, 'LIVE', { grade: 'DC04', prime: false }),
  D('GALV_COIL', [0.7, 1250], 7.91, 905, 'LIVE', { autoRenew: true }),
  D('GALV_COIL', [1.5, 1500], 12.6, 889, 'EXPIRED'),
  D('ZM_COIL', [2, 1250], 11.2, 948, 'LIVE', { byManager: true }),
  D('PPGI_COIL', [0.5, 1250], 5.42, 985, 'LIVE', { prime: false }),
  D('PPGI_COIL', [0.6, 1250], 6.1, 1210, 'PURCHASED', { colour: 'RAL_7016' }),
  D('HR_COIL', [2, 1250], 14.3, 560, 'WITHDRAWN', { grade: 'S235JR', prime: false }),
  D('HR_SHEET', [3, 1250, 2500], 120, 735, 'LIVE'),
  D('HR_SHEET', [2, 1250, 2500], 150, 610, 'LIVE', { prime: false, secondWarehouse: true }),
  D('HR_SHEET', [5, 1500, 3000], 60, 770, 'AUTO_RENEWED', { grade: 'S355J2', autoRenew: true }),
  D('HRPO_SHEET', [4, 1500, 3000], 45, 789, 'REJECTED', { rejection: REJECTED_BECAUSE.heat }),
  D('CR_SHEET', [1.5, 1250, 2500], 200, 842, 'LIVE', { byManager: true }),
  D('CR_SHEET', [2, 1000, 2000], 180, 835, 'PURCHASED'),
  D('GALV_SHEET', [1.2, 1250, 2500], 150, 955, 'LIVE'),
  D('GALV_SHEET', [2, 1500, 3000], 80, 940, 'EXPIRED'),
  D('PPGI_SHEET', [0.7, 1250, 3000], 250, 1290, 'REVIEW'),
  D('PPGI_SHEET', [0.5, 1250, 2500], 300, 1040, 'LIVE', { colour: 'RAL_9002', prime: false }),
  D('PLATE', [10, 2000, 6000], 12, 795, 'LIVE'),
  D('PLATE', [20, 2500, 6000], 6, 812, 'LIVE', { autoRenew: true }),
  D('PLATE', [8, 1500, 3000], 25, 752, 'PENDING_EDIT', { grade: 'S275JR', autoRenew: true }),
  D('PLATE', [12, 2000, 4000], 10, 760, 'WITHDRAWN', { grade: 'S275JR', secondWarehouse: true }),
  D('PLATE_Q', [15, 2000, 6000], 4, 1345, 'LIVE'),
  D('PLATE_WEAR', [10, 2000, 6000], 3, 1390, 'REVIEW'),
  D('PLATE_WEAR', [20, 2000, 4000], 2, 1400, 'EXPIRED', { grade: 'HB450' }),
  D('PLATE_PV', [15, 2000, 6000], 5, 968, 'REJECTED', { rejection: REJECTED_BECAUSE.ultrasonic }),
  D('ROAD_PLATE', [25, 2000, 3000], 8, 640, 'LIVE', { prime: false, unit: 'PLATE' }),
  D('ROAD_PLATE', [20, 2500, 6000], 6, 590, 'PURCHASED', { prime: false }),
  D('TREAD', [4.5, 1250, 2500], 60, 820, 'LIVE'),
  D('TREAD', [6, 1500, 3000], 30, 180, 'RENEWED', { prime: false, unit: 'TREAD' }),
  D('TREAD', [3, 1250, 2500], 80, 835, 'DRAFTED', { grade: 'S235JR', rejection: REJECTED_BECAUSE.pattern }),
  D('HR_COIL', [8, 2000], 24.8, 705, 'REVIEW', { grade: 'S355J2', byManager: true }),
  R('HR_COIL', [2.5, 1500], 21.35, 735, 'LIVE', { grade: 'S235JR' }),
  R('HR_COIL_MC', [5, 1500], 23.9, 768, 'LIVE', { grade: 'S420MC', autoRenew: true }),
  R('HRPO_COIL', [3, 1250], 17.45, 779, 'AUTO_RENEWED', { grade: 'DD12', autoRenew: true }),
  R('CR_COIL', [1.25, 1250], 10.2, 869, 'LIVE', { grade: 'DC04' }),
  R('GALV_COIL', [1, 1250], 8.65, 985, 'PRICE_CUT', { grade: 'DX53D', coating: 'Z200' }),
  R('ZM_COIL', [0.75, 1000], 6.3, 1025, 'REVIEW', { grade: 'DX51D', coating: 'ZM090' }),
  R('PPGI_COIL', [0.5, 1250], 4.95, 1090, 'LIVE', { colour: 'RAL_7016', prime: false }),
  R('PPGI_COIL', [0.6, 1000], 5.8, 1295, 'EXPIRED'),
  R('HR_COIL', [10, 1500], 24.2, 748, 'PURCHASED', { grade: 'S355J2' }),
  R('CR_COIL', [0.6, 1000], 5.1, 690, 'WITHDRAWN', { prime: false }),
  R('HR_SHEET', [2, 1000, 2000], 250, 789, 'LIVE', { grade: 'S235JR' }),
  R('HR_SHEET', [6, 1500, 6000], 20, 812, 'LIVE', { grade: 'S355J2' }),
  R('CR_SHEET', [1, 1250, 2500], 300, 905, 'REVIEW'),
  R('GALV_SHEET', [1.5, 1250, 2500], 120, 890, 'LIVE', { prime: false }),
  R('PPGI_SHEET', [0.6, 1000, 2000], 400, 1.45, 'LIVE', { colour: 'RAL_9002', unit: 'KILOGRAM' }),
  R('PPGI_SHEET', [0.7, 1250, 2500], 150, 1120, 'REJECTED', { prime: false, rejection: REJECTED_BECAUSE.colour }),
  R('PLATE', [15, 2000, 6000], 8, 869, 'LIVE'),
  R('PLATE_M', [25, 2500, 6000], 3, 1045, 'LIVE', { autoRenew: true }),
  R('PLATE', [6, 1500, 3000], 40, 815, 'EXPIRED', { grade: 'S275JR' }),
  R('PLATE_Q', [12, 2000, 4000], 6, 1395, 'LIVE'),
  R('PLATE_WEAR', [15, 2000, 6000], 2, 1560, 'WITHDRAWN', { grade: 'HB450' }),
  R('PLATE_PV', [20, 2000, 6000], 4, 1120, 'REVIEW', { grade: 'P355GH' }),
  R('ROAD_PLATE', [20, 2000, 3000], 10, 595, 'LIVE', { grade: 'S235JR', prime: false }),
  R('TREAD', [5, 1500, 3000], 40, 895, 'LIVE', { grade: 'S235JR' }),
  R('TREAD', [8, 1250, 2500], 20, 880, 'PURCHASED'),
  R('TREAD', [3, 1000, 2000], 100, 42, 'EXPIRED', { unit: 'TREAD' }),
  R('HR_COIL', [4, 1250], 19.5, 745, 'REJECTED', { rejection: REJECTED_BECAUSE.definition }),
  R('GALV_SHEET', [0.8, 1000, 2000], 400, 1040, 'PENDING_EDIT', { autoRenew: true }),
];
