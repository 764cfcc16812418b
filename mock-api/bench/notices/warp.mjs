// A perspective warp for the benchmark's phone photos: the page as seen from a little off-axis.

/** The homography that maps the unit square's corners to four points (solved as an 8x8 system). */
export function homography(src, dst) {
  const a = [];
  const b = [];
  for (let k = 0; k < 4; k++) {
    const [x, y] = src[k];
    const [u, v] = dst[k];
    a.push([x, y, 1, 0, 0, 0, -u * x, -u * y]);
    b.push(u);
    a.push([0, 0, 0, x, y, 1, -v * x, -v * y]);
    b.push(v);
  }
  const h = solve(a, b);
  return [...h, 1];
}

function solve(a, b) {
  const n = b.length;
  const m = a.map((row, i) => [...row, b[i]]);
  for (let c = 0; c < n; c++) {
    let p = c;
    for (let r = c + 1; r < n; r++) if (Math.abs(m[r][c]) > Math.abs(m[p][c])) p = r;
    [m[c], m[p]] = [m[p], m[c]];
    for (let r = 0; r < n; r++) {
      if (r === c) continue;
      const f = m[r][c] / m[c][c];
      for (let k = c; k <= n; k++) m[r][k] -= f * m[c][k];
    }
  }
  return m.map((row, i) => row[n] / row[i]);
}

/**
 * Draws a one-channel page into an out-width x out-height picture with its corners at `corners`
 * (top-left, top-right, bottom-right, bottom-left); outside the page, `background(x, y)`.
 */
export function warpOnto(page, outW, outH, corners, background) {
  const { data, width, height } = page;
  // Inverse mapping: from output pixels back into the page.
  const inv = homography(corners, [
    [0, 0],
    [width - 1, 0],
    [width - 1, height - 1],
    [0, height - 1],
  ]);
  const out = Buffer.alloc(outW * outH);
  for (let y = 0; y < outH; y++) {
    for (let x = 0; x < outW; x++) {
      const w = inv[6] * x + inv[7] * y + inv[8];
      const sx = (inv[0] * x + inv[1] * y + inv[2]) / w;
      const sy = (inv[3] * x + inv[4] * y + inv[5]) / w;
      if (sx < 0 || sy < 0 || sx >= width - 1 || sy >= height - 1) {
        out[y * outW + x] = background(x, y);
        continue;
      }
      const x0 = Math.floor(sx);
      const y0 = Math.floor(sy);
      const fx = sx - x0;
      const fy = sy - y0;
      const i = y0 * width + x0;
      const top = data[i] * (1 - fx) + data[i + 1] * fx;
      const bottom = data[i + width] * (1 - fx) + data[i + width + 1] * fx;
      out[y * outW + x] = Math.round(top * (1 - fy) + bottom * fy);
    }
  }
  return out;
}
