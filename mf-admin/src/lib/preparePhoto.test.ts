// Which photos the browser scales before upload and which go as they are, with the browser's drawing
// calls stood in for (test/fakeCanvas): the size drawn at, the type encoded, and the file sent.
import { fileOf, installCanvas, installUnreadable, uninstallCanvas } from '../../test/fakeCanvas';
import { preparePhoto, renamed, SEND_AS_IS_BYTES } from './preparePhoto';
import { PAGE_JPEG_QUALITY } from './scalePhoto';

const MB = 1024 * 1024;

afterEach(uninstallCanvas);

test('a 9 MB, 48-megapixel phone JPEG is sent as a JPEG of 2560 px on its long side', async () => {
  const { drawn, decode, close } = installCanvas({ width: 8000, height: 6000, encodedBytes: 900_000 });
  const chosen = fileOf('IMG_2041.JPG', 'image/jpeg', 9 * MB);
  const { file, how } = await preparePhoto(chosen);
  expect(how).toBe('scaled');
  expect(decode).toHaveBeenCalledWith(chosen, { imageOrientation: 'from-image' });
  expect(drawn.canvas).toEqual({ width: 2560, height: 1920 });
  expect(drawn.draws[0]!.slice(1)).toEqual([0, 0, 2560, 1920]);
  expect(drawn.blobOptions).toEqual({ type: 'image/jpeg', quality: PAGE_JPEG_QUALITY });
  expect(file).not.toBe(chosen);
  expect(file.name).toBe('IMG_2041.jpg');
  expect(file.type).toBe('image/jpeg');
  expect(file.size).toBe(900_000);
  // A JPEG has no transparency to look for.
  expect(drawn.pixelReads).toBe(0);
  expect(close).toHaveBeenCalled();
});

test('a photo within 2560 px but over 2 MB is re-encoded at its own size', async () => {
  const { drawn } = installCanvas({ width: 2400, height: 1800, encodedBytes: 700_000 });
  const { file, how } = await preparePhoto(fileOf('scan.jpg', 'image/jpeg', 3 * MB));
  expect(how).toBe('scaled');
  expect(drawn.canvas).toEqual({ width: 2400, height: 1800 });
  expect(file.size).toBe(700_000);
});

test('a small photo within 2560 px goes as it is, not drawn at all', async () => {
  const { drawn, close } = installCanvas({ width: 1600, height: 1200 });
  const chosen = fileOf('campus.jpg', 'image/jpeg', SEND_AS_IS_BYTES);
  const { file, how } = await preparePhoto(chosen);
  expect(how).toBe('asIs');
  expect(file).toBe(chosen);
  expect(drawn.draws).toHaveLength(0);
  expect(close).toHaveBeenCalled();
});

test('a small file over 2560 px is scaled all the same', async () => {
  const { drawn } = installCanvas({ width: 4000, height: 1000, encodedBytes: 200_000 });
  const { file, how } = await preparePhoto(fileOf('panorama.jpg', 'image/jpeg', 900_000));
  expect(how).toBe('scaled');
  expect(drawn.canvas).toEqual({ width: 2560, height: 640 });
  expect(file.size).toBe(200_000);
});

test('a PNG with transparency within 2560 px goes as it is, even over 2 MB: a JPEG would lay it on white', async () => {
  const { drawn } = installCanvas({ width: 2000, height: 2000, transparent: true });
  const chosen = fileOf('crest.png', 'image/png', 3 * MB);
  const { file, how } = await preparePhoto(chosen);
  expect(how).toBe('asIs');
  expect(file).toBe(chosen);
  expect(drawn.pixelReads).toBe(1);
  // Read without white laid under it, or the transparency would not be seen.
  expect(drawn.fills).toHaveLength(0);
});

test('a PNG with transparency over 2560 px is scaled as a PNG, keeping its transparency', async () => {
  const { drawn } = installCanvas({ width: 5000, height: 5000, transparent: true, encodedBytes: 1_500_000 });
  const { file, how } = await preparePhoto(fileOf('crest.png', 'image/png', 6 * MB));
  expect(how).toBe('scaled');
  expect(drawn.canvas).toEqual({ width: 2560, height: 2560 });
  expect(drawn.blobOptions).toEqual({ type: 'image/png' });
  expect(file.name).toBe('crest.png');
  expect(file.type).toBe('image/png');
});

test('an opaque PNG screenshot over 2 MB becomes a JPEG', async () => {
  const { drawn } = installCanvas({ width: 1920, height: 1080, encodedBytes: 400_000 });
  const { file, how } = await preparePhoto(fileOf('screen.png', 'image/png', 5 * MB));
  expect(how).toBe('scaled');
  expect(drawn.pixelReads).toBe(1);
  expect(file.name).toBe('screen.jpg');
  expect(file.type).toBe('image/jpeg');
});

test('a photo within 2560 px that re-encoding would not make smaller goes as it is', async () => {
  installCanvas({ width: 2000, height: 1500, encodedBytes: 3 * MB });
  const chosen = fileOf('tight.jpg', 'image/jpeg', 2.5 * MB);
  const { file, how } = await preparePhoto(chosen);
  expect(how).toBe('asIs');
  expect(file).toBe(chosen);
});

test('a GIF goes as it is, not decoded: drawing it would keep only its first frame', async () => {
  const { decode } = installCanvas({ width: 4000, height: 3000 });
  const chosen = fileOf('wave.gif', 'image/gif', 8 * MB);
  expect(await preparePhoto(chosen)).toEqual({ file: chosen, how: 'asIs' });
  expect(decode).not.toHaveBeenCalled();
});

test('a picture this browser cannot read (HEIC on Chrome) goes as it is, for the server to decide', async () => {
  installUnreadable();
  const chosen = fileOf('IMG_2042.HEIC', 'image/heic', 4 * MB);
  expect(await preparePhoto(chosen)).toEqual({ file: chosen, how: 'unreadable' });
});

test('renamed gives the new type’s extension', () => {
  expect(renamed('IMG_1.HEIC', 'jpg')).toBe('IMG_1.jpg');
  expect(renamed('campus at dawn.webp', 'png')).toBe('campus at dawn.png');
  expect(renamed('noextension', 'jpg')).toBe('noextension.jpg');
  expect(renamed('.jpg', 'jpg')).toBe('photo.jpg');
});
