// The pages of a notice being made from photos: each photo scaled down as it is added (scalePhoto),
// shown as a thumbnail, in an order the clerk can change, until the upload sends them.
import { useCallback, useEffect, useRef, useState } from 'react';
import { NOTICE_PAGE_LIMITS } from '@gsvmc/shared-types';
import { scalePhoto, UnreadablePhotoError } from '../../../lib/scalePhoto';

export interface PagePhoto {
  id: number;
  /** The file's name as the phone or computer gave it. */
  name: string;
  /** The scaled JPEG (null while it is being made). */
  blob: Blob | null;
  /** Object URL of the scaled page, for its thumbnail (null while it is being made). */
  url: string | null;
}

/** Why a photo was not added, for the clerk; the form words it in the portal's language. */
export type PhotoRefusal =
  { kind: 'notAPhoto'; name: string } | { kind: 'unreadable'; name: string } | { kind: 'tooManyPages'; max: number };

/** A picture a browser may be able to draw: its type says image, or it has none but a picture's name. */
const looksLikePhoto = (file: File) =>
  file.type.startsWith('image/') ||
  (file.type === '' && /\.(jpe?g|png|webp|heic|heif|gif|bmp|tiff?)$/i.test(file.name));

export function usePagePhotos(scale: (file: File) => Promise<Blob> = scalePhoto) {
  const [pages, setPages] = useState<PagePhoto[]>([]);
  const [refusals, setRefusals] = useState<PhotoRefusal[]>([]);
  const nextId = useRef(1);
  // The pages added and not removed, at once (state follows at the next render).
  const live = useRef(new Set<number>());
  const urls = useRef(new Set<string>());
  const alive = useRef(true);

  // Thumbnails are object URLs: freed when a page goes, and all of them when the form goes.
  useEffect(() => {
    alive.current = true;
    const held = urls.current;
    return () => {
      alive.current = false;
      held.forEach((url) => URL.revokeObjectURL(url));
      held.clear();
    };
  }, []);

  const forget = (page: PagePhoto | undefined) => {
    if (page?.url) {
      URL.revokeObjectURL(page.url);
      urls.current.delete(page.url);
    }
  };

  const add = useCallback(
    (files: FileList | readonly File[] | null) => {
      const chosen = Array.from(files ?? []);
      if (chosen.length === 0) return;
      const refused: PhotoRefusal[] = [];
      const photos = chosen.filter((file) => {
        if (looksLikePhoto(file)) return true;
        refused.push({ kind: 'notAPhoto', name: file.name });
        return false;
      });
      const room = NOTICE_PAGE_LIMITS.pages - live.current.size;
      if (photos.length > room) refused.push({ kind: 'tooManyPages', max: NOTICE_PAGE_LIMITS.pages });
      const taken = photos.slice(0, Math.max(0, room)).map((file) => ({ file, id: nextId.current++ }));
      taken.forEach(({ id }) => live.current.add(id));
      setRefusals(refused);
      setPages((current) => [
        ...current,
        ...taken.map(({ file, id }) => ({ id, name: file.name, blob: null, url: null })),
      ]);
      for (const { file, id } of taken) {
        scale(file).then(
          (blob) => {
            if (!alive.current) return;
            const url = URL.createObjectURL(blob);
            urls.current.add(url);
            setPages((current) => {
              if (!current.some((p) => p.id === id)) {
                // Removed while it was being made.
                URL.revokeObjectURL(url);
                urls.current.delete(url);
                return current;
              }
              return current.map((p) => (p.id === id ? { ...p, blob, url } : p));
            });
          },
          (error: unknown) => {
            if (!alive.current) return;
            live.current.delete(id);
            setPages((current) => current.filter((p) => p.id !== id));
            // Not a picture this browser can draw (a HEIC on Chrome, a damaged file): said, not sent.
            if (!(error instanceof UnreadablePhotoError)) console.error(error);
            setRefusals((current) => [...current, { kind: 'unreadable', name: file.name }]);
          },
        );
      }
    },
    [scale],
  );

  const move = useCallback((id: number, by: -1 | 1) => {
    setPages((current) => {
      const from = current.findIndex((p) => p.id === id);
      const to = from + by;
      if (from < 0 || to < 0 || to >= current.length) return current;
      const next = [...current];
      [next[from], next[to]] = [next[to]!, next[from]!];
      return next;
    });
  }, []);

  const remove = useCallback((id: number) => {
    live.current.delete(id);
    setPages((current) => {
      forget(current.find((p) => p.id === id));
      return current.filter((p) => p.id !== id);
    });
  }, []);

  const clear = useCallback(() => {
    live.current.clear();
    setPages((current) => {
      current.forEach(forget);
      return [];
    });
    setRefusals([]);
  }, []);

  return {
    pages,
    refusals,
    add,
    move,
    remove,
    clear,
    /** Every page has been made ready to send. */
    ready: pages.length > 0 && pages.every((p) => p.blob !== null),
  };
}
