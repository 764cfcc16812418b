// The slider's pictures come from the landing page's content (its slides block).
import type { SlidesBlock } from '@gsvmc/shared-types';
import { imageUrl } from '../../ui/blocks/assets';
import { localText } from '../../ui/blocks/local';

export interface Slide {
  src: string;
  /** Describes the picture for screen readers. */
  alt: string;
  /** Shown over the picture. */
  caption: string;
  /** Intrinsic size of the artwork; keeps the slider's box fixed before the image arrives. */
  width: number;
  height: number;
}

export function toSlides(block: SlidesBlock): Slide[] {
  return block.slides.map((s) => ({
    src: imageUrl(s.src),
    alt: localText(s.alt),
    caption: localText(s.caption),
    width: s.width,
    height: s.height,
  }));
}
