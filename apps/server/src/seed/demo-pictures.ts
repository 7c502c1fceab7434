import { crc32, deflateSync } from 'node:zlib';
import { hash2 } from './demo-random';

/*
 * The demo listings' pictures, drawn when the seed runs (no image files in git): a coil in a
 * warehouse, a stack of sheets, a plate surface and a tread-plate pattern, coloured by the
 * material, encoded as real PNG files with node:zlib.
 */

const WIDTH = 480;
const HEIGHT = 320;

type Rgb = readonly [number, number, number];

/** What a picture shows; the seed draws each one used once and uploads the bytes per listing. */
export type PictureScene =
  | { kind: 'coil'; body: Rgb; painted?: boolean; spangle?: boolean; rust?: number }
  | { kind: 'sheets'; face: Rgb; painted?: boolean; spangle?: boolean; rust?: number }
  | { kind: 'plate'; base: Rgb; rust: number }
  | { kind: 'tread'; rust: number };

/** Colours of the materials: black hot rolled, pickled, cold rolled, zinc, RAL 9002 and RAL 7016. */
export const STEEL_COLOURS = {
  black: [74, 78, 84],
  pickled: [96, 100, 104],
  coldRolled: [168, 172, 176],
  zinc: [184, 190, 196],
  zincMagnesium: [150, 156, 162],
  ral9002: [215, 213, 203],
  ral7016: [56, 62, 66],
} as const satisfies Record<string, Rgb>;

const RUST: Rgb = [142, 74, 38];

function smooth(t: number): number {
  return t * t * (3 - 2 * t);
}

/** Value noise in [0, 1): smooth between stable random grid values `scale` pixels apart. */
function noise(x: number, y: number, scale: number, seed: number): number {
  const gx = x / scale;
  const gy = y / scale;
  const x0 = Math.floor(gx);
  const y0 = Math.floor(gy);
  const fx = smooth(gx - x0);
  const fy = smooth(gy - y0);
  const top = hash2(x0, y0, seed) * (1 - fx) + hash2(x0 + 1, y0, seed) * fx;
  const bottom = hash2(x0, y0 + 1, seed) * (1 - fx) + hash2(x0 + 1, y0 + 1, seed) * fx;
  return top * (1 - fy) + bottom * fy;
}

const clamp = (v: number) => (v < 0 ? 0 : v > 255 ? 255 : Math.round(v));

type Out = Float64Array;

/** Writes the colour times `light` (plus `grain`) into out. */
function shade(out: Out, colour: Rgb, light: number, grain = 0): void {
  out[0] = colour[0] * light + grain;
  out[1] = colour[1] * light + grain;
  out[2] = colour[2] * light + grain;
}

/**
 * Writes the colour, with rust mixed in where the rust noise says so (`amount` 0 none to 1 all
 * over), times `light` into out.
 */
function rusted(out: Out, colour: Rgb, x: number, y: number, amount: number, seed: number, light: number): void {
  shade(out, colour, light);
  if (amount <= 0) return;
  const n = noise(x, y, 36, seed + 17) * 0.65 + noise(x, y, 12, seed + 18) * 0.35;
  const share = Math.min(1, Math.max(0, (n - (1 - amount * 0.7)) * 4));
  if (share === 0) return;
  const speck = (0.8 + noise(x, y, 2.5, seed + 5) * 0.4) * share;
  for (let i = 0; i < 3; i += 1) out[i] = out[i]! * (1 - share) + RUST[i]! * speck * light;
}

const backgrounds = new Map<number, Float32Array>();

/** The warehouse behind (drawn once per seed): a corrugated wall, a concrete floor with a yellow walkway line. */
function warehouse(out: Out, x: number, y: number, seed: number, light = 1): void {
  let background = backgrounds.get(seed);
  if (!background) {
    background = new Float32Array(WIDTH * HEIGHT * 3);
    for (let by = 0; by < HEIGHT; by += 1) {
      for (let bx = 0; bx < WIDTH; bx += 1) {
        drawWarehouse(out, bx, by, seed);
        background.set(out, (by * WIDTH + bx) * 3);
      }
    }
    backgrounds.set(seed, background);
  }
  const i = (y * WIDTH + x) * 3;
  out[0] = background[i]! * light;
  out[1] = background[i + 1]! * light;
  out[2] = background[i + 2]! * light;
}

function drawWarehouse(out: Out, x: number, y: number, seed: number, light = 1): void {
  const horizon = HEIGHT * 0.6;
  if (y < horizon) {
    const rib = x % 22 < 3 ? -9 : Math.sin(x * 0.29) * 3;
    const v = (50 + (38 * y) / horizon + rib) * light;
    out[0] = v - 3;
    out[1] = v;
    out[2] = v + 7;
    return;
  }
  if (y > HEIGHT * 0.92 && y < HEIGHT * 0.95) return shade(out, [196, 164, 44], light);
  const v = 112 + (34 * (y - horizon)) / (HEIGHT - horizon) + (noise(x, y, 40, seed) - 0.5) * 20;
  shade(out, [v + 4, v + 2, v - 4], light);
}

type Painter = (out: Out, x: number, y: number) => void;

/** A coil lying on the floor, seen from the front left: its end face with the wraps, and the outer wrap. */
function coil(scene: Extract<PictureScene, { kind: 'coil' }>, seed: number): Painter {
  const R = HEIGHT * 0.34;
  const a = R * 0.42;
  const cy = HEIGHT * 0.6;
  const left = WIDTH * 0.3;
  const right = WIDTH * 0.72;
  const straps = [left + (right - left) * 0.35, left + (right - left) * 0.75];
  const edge: Rgb = scene.painted ? [150, 154, 158] : scene.body;
  const rust = scene.rust ?? 0;
  return (out, x, y) => {
    const ny = (y - cy) / R;
    const endX = (x - left) / a;
    if (endX * endX + ny * ny <= 1) {
      const r = Math.sqrt(endX * endX + ny * ny);
      if (r < 0.36) return shade(out, [40, 42, 46], 0.6 + 0.7 * (ny + 0.36));
      const wraps = 0.06 * Math.sin(r * 140 + hash2(0, Math.floor(r * 60), seed) * 3);
      const rim = r > 0.97 || r < 0.39 ? 0.6 : 1;
      return rusted(out, edge, x, y, rust, seed, (0.8 - 0.22 * ny + wraps) * rim);
    }
    const rightX = (x - right) / a;
    if (Math.abs(ny) <= 1 && ((x >= left && x <= right) || rightX * rightX + ny * ny <= 1)) {
      if (Math.abs(x - straps[0]!) < 4 || Math.abs(x - straps[1]!) < 4)
        return shade(out, [40, 60, 108], 1.2 - ny * 0.5);
      const width = scene.painted ? 0.2 : 0.14;
      const shine = Math.exp(-(((ny + 0.45) / width) ** 2)) * (scene.painted ? 0.18 : 0.32);
      let light = 0.62 + 0.35 * (1 - (ny + 0.2) ** 2) + shine;
      if (scene.spangle) light += (Math.floor(noise(x * 0.6, y, 5, seed) * 4) - 1.5) * 0.025;
      return rusted(out, scene.body, x, y, rust, seed, light);
    }
    // the coil's shadow on the floor
    const sx = (x - (left + right) / 2) / ((right - left) * 0.75);
    const sy = (y - (cy + R * 1.02)) / (R * 0.16);
    const d = sx * sx + sy * sy;
    warehouse(out, x, y, seed, d < 1 ? 0.55 + 0.45 * d : 1);
  };
}

/** A stack of sheets on timber bearers: the top sheet, the sheet edges at the front and the side. */
function sheets(scene: Extract<PictureScene, { kind: 'sheets' }>, seed: number): Painter {
  const x0 = WIDTH * 0.1;
  const x1 = WIDTH * 0.74;
  const top = HEIGHT * 0.46;
  const bottom = HEIGHT * 0.74;
  const depth = HEIGHT * 0.2;
  const skew = WIDTH * 0.16;
  const edge: Rgb = scene.painted ? [140, 144, 148] : scene.face;
  const rust = scene.rust ?? 0;
  return (out, x, y) => {
    if (y >= top - depth && y <= top) {
      const shift = ((top - y) / depth) * skew;
      if (x >= x0 + shift && x <= x1 + shift) {
        const t = (x - x0 - shift) / (x1 - x0);
        let light = 0.88 + 0.16 * t - 0.08 * ((top - y) / depth);
        if (scene.spangle) light += (Math.floor(noise(x, y * 2, 6, seed) * 4) - 1.5) * 0.03;
        if (scene.painted) light += 0.05 * Math.exp(-(((t - 0.55) / 0.1) ** 2));
        return rusted(out, scene.face, x, y, rust, seed, light);
      }
    }
    if (y > top && y <= bottom && x >= x0 && x <= x1) {
      // one line per sheet edge
      const line = Math.floor((y - top) / 2.5);
      return rusted(out, edge, x, y, rust * 0.6, seed, (0.62 + hash2(line, 0, seed) * 0.22) * (y - top < 1 ? 1.3 : 1));
    }
    if (x > x1 && x <= x1 + skew) {
      const rise = ((x - x1) / skew) * depth;
      if (y > top - rise && y <= bottom - rise) {
        return shade(out, edge, 0.45 + hash2(Math.floor((y - top + rise) / 2.5), 1, seed) * 0.15);
      }
    }
    if (y > bottom && y <= bottom + HEIGHT * 0.06) {
      for (const at of [0.08, 0.48, 0.88]) {
        const bx = x0 + (x1 - x0) * at;
        if (x >= bx - 16 && x <= bx + 16) {
          return shade(out, [150, 110, 70], 0.85 + 0.15 * Math.sin(x * 0.9 + hash2(Math.floor(y), 2, seed) * 6));
        }
      }
    }
    warehouse(out, x, y, seed);
  };
}

/** A plate's surface from above: mill scale, rolling streaks, rust where it lay outside, a paint mark. */
function plate(scene: Extract<PictureScene, { kind: 'plate' }>, seed: number): Painter {
  const edgeTop = HEIGHT * 0.82;
  return (out, x, y) => {
    if (y > edgeTop) {
      const layer = Math.floor((y - edgeTop) / 11);
      return shade(out, scene.base, 0.45 + hash2(layer, 3, seed) * 0.2 - ((y - edgeTop) % 11 < 1.5 ? 0.2 : 0));
    }
    const streak = noise(x, y * 14, 90, seed + 9) - 0.5;
    const light = 0.82 + (noise(x, y, 60, seed) - 0.5) * 0.3 + streak * 0.12;
    const onMark = x > WIDTH * 0.08 && x < WIDTH * 0.42;
    if (onMark && Math.abs(y - HEIGHT * 0.18 - (x - WIDTH * 0.08) * 0.12) < 6 && noise(x, y, 3, seed + 4) > 0.2) {
      return shade(out, [222, 190, 48], 1);
    }
    rusted(out, scene.base, x, y, scene.rust, seed, light);
  };
}

/** Tread plate from above: the lentil pattern in alternating directions, with light from the top left. */
function tread(scene: Extract<PictureScene, { kind: 'tread' }>, seed: number): Painter {
  const cell = 30;
  const cos = Math.SQRT1_2;
  return (out, x, y) => {
    const cx = Math.floor(x / cell);
    const cy = Math.floor(y / cell);
    const u0 = x - (cx + 0.5) * cell;
    const v0 = y - (cy + 0.5) * cell;
    const sin = (cx + cy) % 2 === 0 ? cos : -cos;
    const u = u0 * cos + v0 * sin;
    const v = -u0 * sin + v0 * cos;
    const d = (u / 11) ** 2 + (v / 3.2) ** 2;
    let light = 0.8 + (noise(x, y, 50, seed) - 0.5) * 0.2;
    if (d < 1) light += 0.22 - 0.3 * ((u0 + v0) / (cell * 0.7)) * (1 - d);
    else if (d < 1.6 && u0 + v0 > 0) light -= 0.12;
    rusted(out, [132, 136, 140], x, y, scene.rust, seed, light);
  };
}

const PAINTERS = { coil, sheets, plate, tread } as const;

/** Draws a scene and answers the PNG file. */
export function drawPicture(scene: PictureScene, seed: number): Buffer {
  const paint = (PAINTERS[scene.kind] as (s: PictureScene, seed: number) => Painter)(scene, seed);
  const rgb = new Uint8Array(WIDTH * HEIGHT * 3);
  const out = new Float64Array(3);
  for (let y = 0; y < HEIGHT; y += 1) {
    for (let x = 0; x < WIDTH; x += 1) {
      paint(out, x, y);
      const i = (y * WIDTH + x) * 3;
      rgb[i] = clamp(out[0]!);
      rgb[i + 1] = clamp(out[1]!);
      rgb[i + 2] = clamp(out[2]!);
    }
  }
  return encodePng(WIDTH, HEIGHT, rgb);
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** An 8-bit RGB PNG; every row uses the Sub filter, which suits gradients. */
export function encodePng(width: number, height: number, rgb: Uint8Array): Buffer {
  const stride = width * 3;
  const raw = Buffer.alloc((stride + 1) * height);
  for (let y = 0; y < height; y += 1) {
    const row = y * (stride + 1);
    raw[row] = 1;
    for (let i = 0; i < stride; i += 1) {
      const left = i >= 3 ? rgb[y * stride + i - 3]! : 0;
      raw[row + 1 + i] = (rgb[y * stride + i]! - left) & 0xff;
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 5 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
