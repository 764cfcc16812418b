// The browser's drawing calls stood in for (jsdom has neither createImageBitmap nor a canvas that
// draws): a decoder that answers a picture of the given size, and an OffscreenCanvas that records what
// is drawn and encoded. `transparent` sets what getImageData reads back; `encodedBytes` the size of
// the encoded picture.

export interface Drawn {
  canvas: { width: number; height: number };
  draws: unknown[][];
  fills: unknown[][];
  blobOptions: unknown;
  pixelReads: number;
}

export interface FakePicture {
  width: number;
  height: number;
  transparent?: boolean;
  encodedBytes?: number;
}

export function installCanvas({ width, height, transparent = false, encodedBytes = 4 }: FakePicture) {
  const drawn: Drawn = { canvas: { width: 0, height: 0 }, draws: [], fills: [], blobOptions: null, pixelReads: 0 };
  const close = jest.fn();
  const decode = jest.fn(async (_file: Blob, _options?: unknown) => ({ width, height, close }));
  class FakeOffscreenCanvas {
    constructor(
      public width: number,
      public height: number,
    ) {
      drawn.canvas = { width, height };
    }
    getContext() {
      return {
        fillStyle: '',
        imageSmoothingQuality: 'low',
        fillRect: (...args: unknown[]) => drawn.fills.push(args),
        drawImage: (...args: unknown[]) => drawn.draws.push(args),
        getImageData: (_x: number, _y: number, w: number, h: number) => {
          drawn.pixelReads += 1;
          const data = new Uint8ClampedArray(w * h * 4).fill(255);
          // One half-transparent pixel near the end, as the edge of a logo would be.
          if (transparent) data[data.length - 5] = 128;
          return { data, width: w, height: h };
        },
      };
    }
    async convertToBlob(options: { type: string }) {
      drawn.blobOptions = options;
      return new Blob([new Uint8Array(encodedBytes)], { type: options.type });
    }
  }
  Object.assign(globalThis, { createImageBitmap: decode, OffscreenCanvas: FakeOffscreenCanvas });
  return { drawn, decode, close };
}

/** A decoder that cannot read the picture, as Chrome meets a HEIC photo. */
export function installUnreadable() {
  const decode = jest.fn(async () => {
    throw new DOMException('The source image could not be decoded.', 'InvalidStateError');
  });
  Object.assign(globalThis, { createImageBitmap: decode });
  return decode;
}

export function uninstallCanvas() {
  delete (globalThis as Record<string, unknown>).createImageBitmap;
  delete (globalThis as Record<string, unknown>).OffscreenCanvas;
}

/** A file of `bytes` bytes (its content does not matter to the fakes above). */
export function fileOf(name: string, type: string, bytes: number): File {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: bytes });
  return file;
}
