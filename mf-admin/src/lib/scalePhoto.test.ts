// The scaling of a phone's photo before upload, with the browser's drawing calls stood in for (jsdom
// has neither createImageBitmap nor a canvas that draws): the size it draws at, the JPEG it asks for,
// the EXIF orientation it asks the decoder to apply, and the refusal of what cannot be decoded.
import { installCanvas, installUnreadable, uninstallCanvas } from '../../test/fakeCanvas';
import { fitWithin, PAGE_JPEG_QUALITY, PAGE_MAX_SIDE, scalePhoto, UnreadablePhotoError } from './scalePhoto';

afterEach(uninstallCanvas);

test('fitWithin keeps the proportions and never enlarges', () => {
  expect(fitWithin(4000, 3000)).toEqual({ width: 2560, height: 1920 });
  expect(fitWithin(3000, 4000)).toEqual({ width: 1920, height: 2560 });
  expect(fitWithin(1200, 1600)).toEqual({ width: 1200, height: 1600 });
  expect(fitWithin(9000, 3, 2560)).toEqual({ width: 2560, height: 1 });
});

test('a 12-megapixel phone photo is drawn at 2560 px on its long side, upright, as a JPEG', async () => {
  const { drawn, decode, close } = installCanvas({ width: 3000, height: 4000 });
  const file = new File(['raw'], 'IMG_1.jpg', { type: 'image/jpeg' });
  const blob = await scalePhoto(file);
  expect(decode).toHaveBeenCalledWith(file, { imageOrientation: 'from-image' });
  expect(drawn.canvas).toEqual({ width: 1920, height: PAGE_MAX_SIDE });
  expect(drawn.draws).toHaveLength(1);
  expect(drawn.draws[0]!.slice(1)).toEqual([0, 0, 1920, 2560]);
  // White paper under a transparent PNG.
  expect(drawn.fills[0]).toEqual([0, 0, 1920, 2560]);
  expect(drawn.blobOptions).toEqual({ type: 'image/jpeg', quality: PAGE_JPEG_QUALITY });
  expect(blob.type).toBe('image/jpeg');
  expect(close).toHaveBeenCalled();
});

test('a picture the browser cannot decode is refused with UnreadablePhotoError', async () => {
  installUnreadable();
  await expect(scalePhoto(new File(['x'], 'IMG_2.heic', { type: 'image/heic' }))).rejects.toBeInstanceOf(
    UnreadablePhotoError,
  );
});
