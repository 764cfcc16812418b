import { DERIVATIVE_FORMATS, IMAGE_DERIVATIVES, imageDerivatives } from './images';
import { describe, expect, it } from '@jest/globals';

describe('imageDerivatives', () => {
  it("names every width in every format beside a stored photo, at the folder's aspect", () => {
    const id = '0f8e2b7c-5d1a-4c3e-9b6f-2a1d3c4e5f60';
    const list = imageDerivatives(`/uploads/photos/${id}.png`);
    const { widths, aspect } = IMAGE_DERIVATIVES.photos;
    expect(list).toHaveLength(widths.length * DERIVATIVE_FORMATS.length);
    for (const d of list) {
      expect(d.path).toBe(`/uploads/photos/${id}.w${d.width}.${d.format}`);
      expect(d.height).toBe(Math.round((d.width * aspect[1]) / aspect[0]));
    }
  });

  it('names none for an address the API did not store', () => {
    expect(imageDerivatives(null)).toEqual([]);
    expect(imageDerivatives('https://example.org/a.png')).toEqual([]);
    expect(imageDerivatives('/uploads/notices/x.pdf')).toEqual([]);
    expect(imageDerivatives('/uploads/photos/../../etc/passwd')).toEqual([]);
  });
});
