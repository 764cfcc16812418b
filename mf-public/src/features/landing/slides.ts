// The slider's pictures come from the landing page's content (its slides block).
import type { SlidesBlock } from '@gsvmc/shared-types';
import { imageUrl } from '../../ui/blocks/assets';
import type { Locale } from '@gsvmc/shared-kit';
import { shown } from '../../ui/blocks/local';

export interface Slide {
  src: string;
  /** Describes the picture for screen readers. */
  alt: string;
  /** Shown over the picture. */
  caption: string;
  /** 'en' where the page is Bengali and the text has no translation (the English fallback). */
  altLang?: 'en' | 'bn';
  captionLang?: 'en' | 'bn';
  /** Intrinsic size of the artwork; keeps the slider's box fixed before the image arrives. */
  width: number;
  height: number;
}

export function toSlides(block: SlidesBlock, locale: Locale = 'en'): Slide[] {
  return block.slides.map((s) => {
    const alt = shown(s.alt, locale);
    const caption = shown(s.caption, locale);
    return {
      src: imageUrl(s.src),
      alt: alt.text,
      caption: caption.text,
      ...(alt.lang && { altLang: alt.lang }),
      ...(caption.lang && { captionLang: caption.lang }),
      width: s.width,
      height: s.height,
    };
  });
}
