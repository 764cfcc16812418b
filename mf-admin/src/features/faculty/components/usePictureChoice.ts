// The Basic Profile's pending picture: a new file, the picture removed, or no change; checked when
// chosen (as the notice PDF), with a preview whose object URL is released when replaced or closed.
import { useEffect, useState } from 'react';
import type { Locale } from '@gsvmc/shared-kit';
import { pictureError } from '../facultyForm';

/** A new picture (File), the picture removed (null), or no change (undefined). */
export type PictureChange = File | null | undefined;

export function usePictureChoice(locale: Locale) {
  const [picture, setPicture] = useState<PictureChange>(undefined);
  const [problem, setProblem] = useState<string | undefined>(undefined);
  const [preview, setPreview] = useState<string | null>(null);

  useEffect(() => {
    if (!(picture instanceof File)) {
      setPreview(null);
      return;
    }
    const url = URL.createObjectURL(picture);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [picture]);

  return {
    picture,
    problem,
    preview,
    /** A file chosen in the field (or the field cleared): kept only when it passes the check. */
    choose: (file: File | null) => {
      const found = pictureError(file, locale);
      setProblem(found);
      setPicture(found || !file ? undefined : file);
    },
    remove: () => setPicture(null),
    /** Back to no change, as when the section opens or has saved. */
    reset: () => {
      setProblem(undefined);
      setPicture(undefined);
    },
    setProblem,
    clear: () => setPicture(undefined),
  };
}
