// Gallery photos as phones take them, in English at 1366 px and in the Bengali portal at 360 px: a
// 24-megapixel JPEG of several MB is made smaller by the browser before it is sent (what the browser
// sent is recorded in the page, since Chromium gives no request body of a file to the test) and appears
// in the gallery; a photo the browser cannot read (a HEIC on Chrome) goes as it is and the server's
// reason is shown in the portal's language; and a slow upload, held by the test until it lets go, is
// cancelled: the form keeps its title and photo, nothing is added, and Upload then sends it once.
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { expect, loginAs, staffAccount, test, type APIRequestContext, type Page } from '../fixtures';

const stamp = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const LONG_SIDE = 2560;

/**
 * A phone's 24-megapixel photo: 6000 × 4000 of grain (random pixels compress as badly as a real
 * photo's detail), so the JPEG is several MB.
 */
async function phoneJpeg(): Promise<Buffer> {
  const width = 6000;
  const height = 4000;
  const pixels = randomBytes(width * height * 3);
  for (let i = 0; i < pixels.length; i += 1) pixels[i] = 96 + (pixels[i]! & 63);
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 85 })
    .toBuffer();
}

/** The start of an iPhone's HEIC photo: a picture Chrome cannot draw and the server does not take. */
const heic = () =>
  Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypheic\0\0\0\0mif1heic', 'latin1'), randomBytes(4096)]);

/**
 * Records each photo the page hands to an upload request, to be measured in the page afterwards; and
 * lets the test hold the browser's decoding of a picture (holdDecoding) until it opens it again
 * (openDecoding), to see the form while the photo is being prepared.
 */
async function recordSentPhotos(page: Page) {
  await page.addInitScript(() => {
    const decode = window.createImageBitmap.bind(window);
    let gate: Promise<void> | null = null;
    const hooks = window as unknown as { holdDecoding: () => void; openDecoding: () => void };
    hooks.holdDecoding = () => {
      gate = new Promise((resolve) => (hooks.openDecoding = () => ((gate = null), resolve())));
    };
    window.createImageBitmap = (async (...args: Parameters<typeof createImageBitmap>) => {
      if (gate) await gate;
      return decode(...args);
    }) as typeof createImageBitmap;
    const sent: Blob[] = [];
    (window as unknown as { __sentPhotos: Blob[] }).__sentPhotos = sent;
    const send = XMLHttpRequest.prototype.send;
    XMLHttpRequest.prototype.send = function (body) {
      if (body instanceof FormData && body.get('photo') instanceof Blob) sent.push(body.get('photo') as Blob);
      return send.call(this, body);
    };
  });
}

/** The photos sent so far: bytes, type and name of each. */
function sentPhotos(page: Page) {
  return page.evaluate(() =>
    (window as unknown as { __sentPhotos: Blob[] }).__sentPhotos.map((photo) => ({
      bytes: photo.size,
      type: photo.type,
      name: photo instanceof File ? photo.name : '',
    })),
  );
}

/** The last photo sent: its bytes, type, name and size in pixels as the browser decodes it. */
function lastSentPhoto(page: Page) {
  return page.evaluate(async () => {
    const sent = (window as unknown as { __sentPhotos: Blob[] }).__sentPhotos;
    const photo = sent[sent.length - 1]!;
    const bitmap = await createImageBitmap(photo);
    const measured = {
      count: sent.length,
      bytes: photo.size,
      type: photo.type,
      name: photo instanceof File ? photo.name : '',
      width: bitmap.width,
      height: bitmap.height,
    };
    bitmap.close();
    return measured;
  });
}

async function galleryTitles(request: APIRequestContext): Promise<string[]> {
  const answer = await request.get('/api/photo');
  expect(answer.ok()).toBeTruthy();
  return ((await answer.json()) as { title: string }[]).map((p) => p.title);
}

const WORDS = {
  en: {
    title: /^Title/,
    photo: /^Photo/,
    upload: 'Upload',
    preparing: 'Preparing the photo…',
    preparingNote: 'Making the photo smaller for the web; the upload starts next.',
    cancel: 'Cancel upload',
    uploaded: 'Photo uploaded successfully!',
    cancelled: 'Upload cancelled. Nothing was stored; the title and photo are still here.',
    refusedHeic: 'The photo must be a JPEG, PNG, GIF or WebP file.',
  },
  bn: {
    title: /^শিরোনাম/,
    photo: /^ছবি/,
    upload: 'আপলোড',
    preparing: 'ছবিটি প্রস্তুত করা হচ্ছে…',
    preparingNote: 'ওয়েবের জন্য ছবিটি ছোট করা হচ্ছে; এরপর আপলোড শুরু হবে।',
    cancel: 'আপলোড বাতিল করুন',
    uploaded: 'ছবি সফলভাবে আপলোড হয়েছে!',
    cancelled: 'আপলোড বাতিল হয়েছে। কিছুই রাখা হয়নি; শিরোনাম ও ছবি এখানেই আছে।',
    refusedHeic: 'ছবিটি অবশ্যই JPEG, PNG, GIF বা WebP ফাইল হতে হবে।',
  },
} as const;

let photo: Buffer;
test.beforeAll(async () => {
  photo = await phoneJpeg();
});

for (const { locale, viewport } of [
  { locale: 'en', viewport: { width: 1366, height: 900 } },
  { locale: 'bn', viewport: { width: 360, height: 740 } },
] as const) {
  test(`a phone's photo at ${viewport.width} px (${locale}): made smaller, refused in the portal's language, cancelled`, async ({
    page,
    request,
    browser,
  }) => {
    // An 8 MB photo read, scaled and stored, and two more uploads, on a busy machine.
    test.setTimeout(180_000);
    const w = WORDS[locale];
    expect(photo.length).toBeGreaterThan(5 * 1024 * 1024);
    await page.setViewportSize(viewport);
    await recordSentPhotos(page);
    // The Bengali run has an administrator of its own whose portal is in Bengali.
    const own =
      locale === 'bn' ? await staffAccount(request, { role: 'admin', name: 'Photos', language: 'bn' }) : undefined;
    await loginAs(page, request, own);
    await page.goto('/admin/photoUpload');
    const form = page.locator('form').filter({ has: page.getByLabel(w.photo) });

    // 1. The phone's photo: scaled by the browser, uploaded, in the portal's grid and on the public gallery.
    const title = `Sports day ${stamp()}`;
    await page.getByLabel(w.title).fill(title);
    await page.getByLabel(w.photo).setInputFiles({ name: 'IMG_2041.JPG', mimeType: 'image/jpeg', buffer: photo });
    const uploaded = page.waitForResponse((r) => r.url().endsWith('/api/photo/upload'));
    await page.evaluate(() => (window as unknown as { holdDecoding: () => void }).holdDecoding());
    await page.getByRole('button', { name: w.upload, exact: true }).click();
    await expect(page.getByRole('button', { name: w.preparing })).toBeDisabled();
    await expect(form.getByRole('status')).toHaveText(w.preparingNote);
    await page.screenshot({ path: test.info().outputPath(`preparing-${viewport.width}.png`) });
    expect(await sentPhotos(page)).toEqual([]);
    await page.evaluate(() => (window as unknown as { openDecoding: () => void }).openDecoding());
    expect((await uploaded).status()).toBe(201);
    await expect(form.getByRole('status')).toHaveText(w.uploaded);
    const sent = await lastSentPhoto(page);
    expect(sent.count).toBe(1);
    expect(sent.type).toBe('image/jpeg');
    expect(sent.name).toBe('IMG_2041.jpg');
    expect(Math.max(sent.width, sent.height)).toBe(LONG_SIDE);
    expect(sent.width / sent.height).toBeCloseTo(6000 / 4000, 2);
    expect(sent.bytes).toBeLessThan(photo.length);
    test.info().annotations.push({
      type: 'measured',
      description: `chosen ${photo.length} bytes at 6000 × 4000; sent ${sent.bytes} bytes at ${sent.width} × ${sent.height}`,
    });
    const tile = page.getByRole('img', { name: title });
    await expect(tile).toBeVisible();
    await expect(tile).toHaveJSProperty('complete', true);
    expect(await tile.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeLessThanOrEqual(LONG_SIDE);
    await page.screenshot({ path: test.info().outputPath(`uploaded-${viewport.width}.png`) });
    expect(await galleryTitles(request)).toContain(title);
    const visitor = await browser.newPage({ viewport });
    await expect(async () => {
      await visitor.goto('/gallery');
      await expect(visitor.getByRole('img', { name: title })).toBeAttached({ timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
    await visitor.close();

    // 2. A photo this browser cannot read goes as it is; the server's reason in the portal's language.
    const refusedTitle = `Garden ${stamp()}`;
    await page.getByLabel(w.title).fill(refusedTitle);
    await page.getByLabel(w.photo).setInputFiles({ name: 'IMG_2042.HEIC', mimeType: 'image/heic', buffer: heic() });
    const refused = page.waitForResponse((r) => r.url().endsWith('/api/photo/upload'));
    await page.getByRole('button', { name: w.upload, exact: true }).click();
    const refusal = await refused;
    expect(refusal.status()).toBe(415);
    expect(((await refusal.json()) as { code: string }).code).toBe('FILE_TYPE_NOT_ALLOWED');
    await expect(form.getByRole('alert')).toHaveText(w.refusedHeic);
    // Sent as chosen, byte for byte.
    expect((await sentPhotos(page))[1]).toEqual({ bytes: heic().length, type: 'image/heic', name: 'IMG_2042.HEIC' });
    await expect(page.getByLabel(w.title)).toHaveValue(refusedTitle);
    await page.screenshot({ path: test.info().outputPath(`refused-${viewport.width}.png`) });

    // 3. A slow upload, held until the test lets it go, is cancelled; the form keeps title and photo.
    const slowTitle = `Convocation ${stamp()}`;
    let held!: () => void;
    const reachedServerSide = new Promise<void>((resolve) => (held = resolve));
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let calls = 0;
    await page.route('**/api/photo/upload', async (route) => {
      calls += 1;
      if (calls > 1) return route.continue();
      held();
      await released;
      // The browser has given this request up: it never reaches the server.
      await route.continue().catch(() => undefined);
    });
    await page.getByLabel(w.title).fill(slowTitle);
    await page.getByLabel(w.photo).setInputFiles({ name: 'IMG_2043.JPG', mimeType: 'image/jpeg', buffer: photo });
    await page.getByRole('button', { name: w.upload, exact: true }).click();
    await reachedServerSide;
    const cancel = page.getByRole('button', { name: w.cancel });
    await expect(cancel).toBeVisible();
    await page.screenshot({ path: test.info().outputPath(`uploading-${viewport.width}.png`) });
    await cancel.click();
    await expect(form.getByRole('status')).toHaveText(w.cancelled);
    await expect(cancel).toHaveCount(0);
    await expect(page.getByLabel(w.title)).toHaveValue(slowTitle);
    expect(await page.getByLabel(w.photo).evaluate((input: HTMLInputElement) => input.files?.[0]?.name)).toBe(
      'IMG_2043.JPG',
    );
    await page.screenshot({ path: test.info().outputPath(`cancelled-${viewport.width}.png`) });
    release();
    expect(await galleryTitles(request)).not.toContain(slowTitle);

    // Upload again, without choosing anything anew: the photo goes once.
    const again = page.waitForResponse((r) => r.url().endsWith('/api/photo/upload'));
    await page.getByRole('button', { name: w.upload, exact: true }).click();
    expect((await again).status()).toBe(201);
    await expect(form.getByRole('status')).toHaveText(w.uploaded);
    expect((await galleryTitles(request)).filter((t) => t === slowTitle)).toHaveLength(1);
    expect(calls).toBe(2);
  });
}
