import type { Random } from './demo-random';

/*
 * The demo listings' mill certificates, written when the seed runs: a one-page PDF (Helvetica, no
 * embedded fonts) with the text of an inspection certificate EN 10204 3.1 — grade, heat number,
 * chemical composition and mechanical values drawn within the grade's limits.
 */

interface GradeProperties {
  /** Typical ladle analysis in %, varied a little per heat. */
  chemistry: Record<string, number>;
  /** Minimum yield strength in MPa (null: the grade names none). */
  yield: number | null;
  tensile: [number, number];
  /** Minimum elongation A80 or A in %. */
  elongation: number;
  /** Charpy V-notch test temperature in °C and the minimum energy in J. */
  impact?: [number, number];
  hardness?: [number, number];
}

const STRUCTURAL = { C: 0.14, Si: 0.2, Mn: 0.85, P: 0.015, S: 0.008, Al: 0.035, Cu: 0.03 };
const HIGH_YIELD = { C: 0.07, Si: 0.02, Mn: 1.2, P: 0.012, S: 0.004, Al: 0.04, Nb: 0.03, Ti: 0.015 };
const FORMING = { C: 0.04, Si: 0.01, Mn: 0.22, P: 0.01, S: 0.008, Al: 0.045 };
const QUENCHED = { C: 0.15, Si: 0.3, Mn: 1.2, P: 0.01, S: 0.002, Cr: 0.3, Mo: 0.25, Ni: 0.1, B: 0.002 };

/** By grade; a grade not listed takes its family's values (first letters). */
const GRADES: Record<string, GradeProperties> = {
  S235JR: {
    chemistry: { ...STRUCTURAL, C: 0.12, Mn: 0.6 },
    yield: 235,
    tensile: [360, 510],
    elongation: 26,
    impact: [20, 27],
  },
  S275JR: { chemistry: STRUCTURAL, yield: 275, tensile: [410, 560], elongation: 23, impact: [20, 27] },
  S355J2: {
    chemistry: { ...STRUCTURAL, C: 0.16, Mn: 1.4, Si: 0.25 },
    yield: 355,
    tensile: [470, 630],
    elongation: 22,
    impact: [-20, 27],
  },
  S355ML: {
    chemistry: { ...HIGH_YIELD, C: 0.08, Mn: 1.45 },
    yield: 355,
    tensile: [470, 630],
    elongation: 22,
    impact: [-50, 27],
  },
  S355MC: { chemistry: HIGH_YIELD, yield: 355, tensile: [430, 550], elongation: 23 },
  S420MC: { chemistry: { ...HIGH_YIELD, Mn: 1.35 }, yield: 420, tensile: [480, 620], elongation: 19 },
  S690QL: { chemistry: QUENCHED, yield: 690, tensile: [770, 940], elongation: 14, impact: [-40, 30] },
  HB400: {
    chemistry: { ...QUENCHED, Cr: 0.5 },
    yield: null,
    tensile: [1100, 1350],
    elongation: 10,
    hardness: [370, 430],
  },
  HB450: {
    chemistry: { ...QUENCHED, C: 0.2, Cr: 0.6 },
    yield: null,
    tensile: [1300, 1500],
    elongation: 8,
    hardness: [420, 480],
  },
  P265GH: {
    chemistry: { ...STRUCTURAL, C: 0.16, Mn: 1.0 },
    yield: 255,
    tensile: [410, 530],
    elongation: 22,
    impact: [-20, 34],
  },
  P355GH: {
    chemistry: { ...STRUCTURAL, C: 0.17, Mn: 1.4 },
    yield: 345,
    tensile: [510, 650],
    elongation: 20,
    impact: [-20, 34],
  },
  DD11: { chemistry: { ...FORMING, C: 0.06, Mn: 0.35 }, yield: 170, tensile: [290, 440], elongation: 28 },
  DD12: { chemistry: { ...FORMING, C: 0.05, Mn: 0.3 }, yield: 170, tensile: [290, 420], elongation: 30 },
  DC01: { chemistry: FORMING, yield: null, tensile: [270, 410], elongation: 28 },
  DC04: { chemistry: { ...FORMING, C: 0.02, Mn: 0.18 }, yield: null, tensile: [270, 350], elongation: 38 },
  DX51D: { chemistry: { ...FORMING, C: 0.05, Mn: 0.25 }, yield: null, tensile: [270, 500], elongation: 22 },
  DX53D: { chemistry: { ...FORMING, C: 0.02, Mn: 0.2 }, yield: null, tensile: [270, 380], elongation: 30 },
  S250GD: { chemistry: { ...FORMING, C: 0.1, Mn: 0.6 }, yield: 250, tensile: [330, 500], elongation: 19 },
  S350GD: { chemistry: { ...HIGH_YIELD, C: 0.1 }, yield: 350, tensile: [420, 560], elongation: 16 },
};

function propertiesOf(grade: string): GradeProperties {
  return GRADES[grade] ?? GRADES[grade.startsWith('S') ? 'S275JR' : 'DX51D']!;
}

/** What one certificate says; the mill and numbers are invented. */
export interface CertificateFacts {
  mill: { name: string; address: string };
  certificateNumber: string;
  issuedOn: string;
  purchaser: string;
  orderNumber: string;
  product: string;
  specification: string;
  grade: string;
  dimensions: string;
  quantity: string;
  heatNumber: string;
  coating?: string;
}

const fmt = (value: number, decimals: number) => value.toFixed(decimals);

/** The rows of the certificate's tables, drawn from the grade's limits with this heat's random source. */
function measuredValues(grade: string, random: Random) {
  const p = propertiesOf(grade);
  const chemistry = Object.entries(p.chemistry).map(([element, typical]) => {
    const decimals = typical < 0.01 ? 4 : 3;
    return [element, fmt(Math.max(0, typical * random.between(0.85, 1.12, 3)), decimals)] as const;
  });
  const [low, high] = p.tensile;
  const tensile = random.int(low + Math.round((high - low) * 0.15), low + Math.round((high - low) * 0.6));
  const mechanical: [string, string][] = [
    [
      'Yield strength ReH / Rp0.2 (MPa)',
      String(p.yield ? random.int(p.yield + 12, p.yield + 70) : random.int(190, 260)),
    ],
    ['Tensile strength Rm (MPa)', String(tensile)],
    ['Elongation A (%)', String(random.int(p.elongation + 2, p.elongation + 9))],
  ];
  if (p.impact) {
    const [temperature, energy] = p.impact;
    const tests = [0, 1, 2].map(() => random.int(energy + 25, energy + 120));
    mechanical.push([`Impact energy KV at ${temperature} °C (J)`, tests.join(' / ')]);
  }
  if (p.hardness) mechanical.push(['Hardness (HBW)', String(random.int(p.hardness[0] + 5, p.hardness[1] - 5))]);
  return { chemistry, mechanical };
}

/** Text in a PDF string: latin-1 (WinAnsi), with backslash and parentheses escaped. */
function pdfText(text: string): string {
  return text.replace(/[^\x20-\x7e\xa0-\xff]/g, '-').replace(/[\\()]/g, (c) => `\\${c}`);
}

class PageText {
  readonly ops: string[] = [];
  text(x: number, y: number, size: number, text: string, bold = false): this {
    this.ops.push(`BT /${bold ? 'F2' : 'F1'} ${size} Tf ${x} ${y} Td (${pdfText(text)}) Tj ET`);
    return this;
  }
  line(x1: number, y1: number, x2: number, y2: number): this {
    this.ops.push(`${x1} ${y1} m ${x2} ${y2} l S`);
    return this;
  }
  band(x: number, y: number, w: number, h: number, grey: number): this {
    this.ops.push(`${grey} g ${x} ${y} ${w} ${h} re f 0 g`);
    return this;
  }
}

/** A one-page PDF 1.4 file with the standard Helvetica fonts and a correct cross-reference table. */
export function writePdf(content: string, title: string): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
    `<< /Title (${pdfText(title)}) /Producer (Steelyard demo seed) >>`,
  ];
  let pdf = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(pdf, 'latin1'));
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(pdf, 'latin1');
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) pdf += `${String(offset).padStart(10, '0')} 00000 n \n`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 7 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

/** The certificate as a PDF file. */
export function certificatePdf(facts: CertificateFacts, random: Random): Buffer {
  const { chemistry, mechanical } = measuredValues(facts.grade, random);
  const page = new PageText();
  page.band(40, 770, 515, 44, 0.9);
  page.text(50, 795, 15, facts.mill.name, true).text(50, 780, 9, facts.mill.address);
  page.text(50, 740, 16, 'Inspection certificate EN 10204 3.1', true);
  page.text(50, 722, 10, `Certificate no. ${facts.certificateNumber}    Date of issue ${facts.issuedOn}`);
  const rows: [string, string][] = [
    ['Purchaser', facts.purchaser],
    ['Order no.', facts.orderNumber],
    ['Product', facts.product],
    ['Specification', facts.specification],
    ['Steel grade', facts.grade],
    ['Dimensions', facts.dimensions],
    ['Quantity', facts.quantity],
    ['Heat no.', facts.heatNumber],
    ...(facts.coating ? [['Coating', facts.coating] as [string, string]] : []),
  ];
  let y = 690;
  for (const [label, value] of rows) {
    page.text(50, y, 10, label, true).text(170, y, 10, value);
    y -= 16;
  }
  y -= 10;
  page.text(50, y, 12, 'Chemical composition (ladle analysis, %)', true);
  y -= 8;
  page.line(50, y, 545, y);
  const column = Math.min(55, Math.floor(495 / chemistry.length));
  chemistry.forEach(([element, value], i) => {
    page.text(52 + i * column, y - 14, 10, element, true).text(52 + i * column, y - 30, 9, value);
  });
  y -= 40;
  page.line(50, y, 545, y);
  y -= 28;
  page.text(50, y, 12, 'Mechanical properties (transverse test pieces)', true);
  y -= 8;
  page.line(50, y, 545, y);
  for (const [label, value] of mechanical) {
    y -= 16;
    page.text(52, y, 10, label).text(330, y, 10, value);
  }
  y -= 30;
  page.text(50, y, 10, 'Surface and dimensions inspected: without objection.');
  page.text(50, y - 14, 10, 'We hereby certify that the products described above comply with the order and the');
  page.text(50, y - 28, 10, 'specification stated.');
  page.text(50, 110, 10, 'Inspection representative (authorised by the manufacturer)', true);
  page.text(
    50,
    95,
    10,
    `${random.pick(['M. Whitfield', 'K. Brandt', 'S. Okafor', 'L. Vermeulen'])}, quality department`,
  );
  page.line(50, 80, 260, 80);
  return writePdf(page.ops.join('\n'), `Inspection certificate ${facts.certificateNumber}`);
}

/** How a specification code reads on a certificate: EN_10025_2 → "EN 10025-2". */
export function specificationLabel(code: string): string {
  if (code === 'BRINELL_HARDNESS') return "Manufacturer's specification (Brinell hardness)";
  const [prefix, number, part] = code.split('_');
  return part ? `${prefix} ${number}-${part}` : `${prefix} ${number}`;
}
