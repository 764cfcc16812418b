// A stored picture (a gallery photo or a faculty picture) at the size the screen needs:
// AVIF and WebP derivatives the API writes beside every upload (shared-types' imageDerivatives), picked
// by the browser from `srcset` and `sizes`, with width and height so nothing shifts while it loads.
import type { ImgHTMLAttributes } from 'react';
import { DERIVATIVE_FORMATS, imageDerivatives } from '@gsvmc/shared-types';
import { fileUrl } from '../config/runtimeConfig';

/**
 * - `high`: the largest image above the fold: fetched at once, ahead of other images (LCP).
 * - `eager`: above the fold, but not the largest.
 * - `lazy` (the default): below the fold; fetched when the visitor scrolls near it.
 */
export type ImagePriority = 'high' | 'eager' | 'lazy';

export interface ResponsiveImageProps extends Omit<
  ImgHTMLAttributes<HTMLImageElement>,
  'src' | 'srcSet' | 'sizes' | 'width' | 'height' | 'loading' | 'fetchPriority'
> {
  /** The stored path the API returned (`imageUrl`, `facultyPicture`). */
  path: string;
  alt: string;
  /** How wide the image is shown, as the `sizes` attribute: e.g. `(min-width: 900px) 300px, 50vw`. */
  sizes: string;
  priority?: ImagePriority;
}

export function ResponsiveImage({ path, alt, sizes, priority = 'lazy', ...rest }: ResponsiveImageProps) {
  const loading = priority === 'lazy' ? 'lazy' : 'eager';
  const fetchPriority = priority === 'high' ? 'high' : 'auto';
  const derivatives = imageDerivatives(path);
  // Not a path the API stored (a full URL, an older deployment's file): the original as it is.
  if (derivatives.length === 0) {
    return (
      <img src={fileUrl(path)} alt={alt} loading={loading} fetchPriority={fetchPriority} decoding="async" {...rest} />
    );
  }
  const webp = derivatives.filter((d) => d.format === 'webp');
  // The fallback src (used only by a browser without srcset) is the middle width.
  const fallback = webp[Math.floor(webp.length / 2)] ?? derivatives[0]!;
  return (
    // `display: contents`: the <picture> adds no box, so the page's `img` rules (object-fit, size)
    // apply as they did to a bare <img>.
    <picture style={{ display: 'contents' }}>
      {DERIVATIVE_FORMATS.map((format) => (
        <source
          key={format}
          type={`image/${format}`}
          sizes={sizes}
          srcSet={derivatives
            .filter((d) => d.format === format)
            .map((d) => `${fileUrl(d.path)} ${d.width}w`)
            .join(', ')}
        />
      ))}
      <img
        src={fileUrl(fallback.path)}
        alt={alt}
        width={fallback.width}
        height={fallback.height}
        loading={loading}
        fetchPriority={fetchPriority}
        decoding={priority === 'high' ? 'sync' : 'async'}
        {...rest}
      />
    </picture>
  );
}
