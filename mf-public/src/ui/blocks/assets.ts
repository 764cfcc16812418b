// Artwork built into the site that content names as "asset:<name>" (shared-types CONTENT_ASSETS): the
// landing page's four slides, made for this site, 1600 x 700 (16:7).
import type { ContentAsset } from '@gsvmc/shared-types';
import { fileUrl } from '@gsvmc/shared-kit';
import campus from '../../assets/slide-campus.svg';
import hospital from '../../assets/slide-hospital.svg';
import community from '../../assets/slide-community.svg';
import library from '../../assets/slide-library.svg';

const ASSETS: Record<ContentAsset, string> = {
  'slide-campus': campus,
  'slide-hospital': hospital,
  'slide-community': community,
  'slide-library': library,
};

/** The URL of a content picture: built-in artwork, or a stored upload. */
export function imageUrl(src: string): string {
  if (src.startsWith('asset:')) return ASSETS[src.slice('asset:'.length) as ContentAsset] ?? '';
  return fileUrl(src);
}
