import { PNG } from 'pngjs';

type RGB = [number, number, number];

/** Deterministic pseudo-random numbers, so every first start seeds the same pictures. */
export function rng(seed: number): () => number {
  let s = seed >>> 0 || 1;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

function hsl(h: number, s: number, l: number): RGB {
  const k = (n: number) => (n + h / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => l - a * Math.max(-1, Math.min(k(n) - 3, 9 - k(n), 1));
  return [Math.round(f(0) * 255), Math.round(f(8) * 255), Math.round(f(4) * 255)];
}

/** Encodes packed RGB bytes (RGB input skips pngjs's slow per-pixel alpha conversion). */
function encode(width: number, height: number, rgb: Buffer): Buffer {
  return PNG.sync.write({ width, height, data: rgb } as PNG, {
    colorType: 2,
    inputColorType: 2,
    inputHasAlpha: false,
    filterType: 1,
  });
}

/**
 * A 320x320 avatar: a plain head-and-shoulders silhouette on a tinted background, the usual
 * "no photo yet" picture; clearly a placeholder and never a photograph of anyone.
 */
export function avatarPng(seed: number): Buffer {
  const size = 320;
  const random = rng(seed);
  const hue = Math.floor(random() * 360);
  const fg = hsl(hue, 0.4, 0.42);
  const bgTop = hsl(hue, 0.35, 0.93);
  const bgBottom = hsl(hue, 0.35, 0.84);
  const inside = (x: number, y: number) => {
    const head = (x - 160) ** 2 + (y - 128) ** 2 <= 62 ** 2;
    const shoulders = ((x - 160) / 118) ** 2 + ((y - 335) / 118) ** 2 <= 1;
    return head || shoulders;
  };
  const rgb = Buffer.alloc(size * size * 3);
  for (let y = 0; y < size; y += 1) {
    const t = y / (size - 1);
    const bg = bgTop.map((c, k) => Math.round(c + (bgBottom[k]! - c) * t)) as RGB;
    for (let x = 0; x < size; x += 1) {
      // 2x2 samples per pixel smooth the silhouette's edges.
      let cover = 0;
      for (const [dx, dy] of [
        [0.25, 0.25],
        [0.75, 0.25],
        [0.25, 0.75],
        [0.75, 0.75],
      ] as const) {
        if (inside(x + dx, y + dy)) cover += 0.25;
      }
      const i = (y * size + x) * 3;
      for (let k = 0; k < 3; k += 1) rgb[i + k] = Math.round(bg[k]! * (1 - cover) + fg[k]! * cover);
    }
  }
  return encode(size, size, rgb);
}

/** An 800x533 landscape-like picture: sky gradient, a sun and three layers of rolling hills. */
export function galleryPng(seed: number, width = 800, height = 533): Buffer {
  const random = rng(seed * 7919);
  const hue = 180 + Math.floor(random() * 90);
  const skyTop = hsl(hue, 0.6, 0.5);
  const skyBottom = hsl((hue + 150) % 360, 0.7, 0.85);
  const sun = hsl(30 + random() * 30, 0.9, 0.65);
  const sunX = width * (0.2 + random() * 0.6);
  const sunY = height * (0.2 + random() * 0.2);
  const sunR = 40 + random() * 40;
  const hills = [0, 1, 2].map((k) => {
    const base = height * (0.55 + k * 0.13);
    const amp = 20 + random() * 40;
    const freq = (1 + random() * 2) / width;
    const phase = random() * Math.PI * 2;
    // Ridge height per column, computed once rather than per pixel.
    const ridge = Float64Array.from({ length: width }, (_, x) => base + amp * Math.sin(x * freq * Math.PI * 2 + phase));
    return { ridge, color: hsl((90 + hue / 4 + k * 20) % 360, 0.45, 0.42 - k * 0.1) };
  });
  const rgb = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y += 1) {
    const t = y / height;
    const sky: RGB = [
      Math.round(skyTop[0] + (skyBottom[0] - skyTop[0]) * t),
      Math.round(skyTop[1] + (skyBottom[1] - skyTop[1]) * t),
      Math.round(skyTop[2] + (skyBottom[2] - skyTop[2]) * t),
    ];
    for (let x = 0; x < width; x += 1) {
      let c = sky;
      if ((x - sunX) ** 2 + (y - sunY) ** 2 < sunR ** 2) c = sun;
      for (const h of hills) if (y > h.ridge[x]!) c = h.color;
      const i = (y * width + x) * 3;
      rgb[i] = c[0];
      rgb[i + 1] = c[1];
      rgb[i + 2] = c[2];
    }
  }
  return encode(width, height, rgb);
}
