/** POST /api/content/images: a picture uploaded from the page editor, re-encoded and stored. */
export interface UploadedContentImage {
  /** What a block's picture field holds ("/uploads/photos/<id>.jpg"). */
  path: string;
  /** The stored picture's pixels (after re-encoding; at most 2560 on the longer side). */
  width: number;
  height: number;
}
