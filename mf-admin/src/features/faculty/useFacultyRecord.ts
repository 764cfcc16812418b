// The faculty member being edited: the server's copy, kept locally so each section's save shows at
// once, and the two ways a section saves (the fields with PUT /faculty/{id}, the picture on its own).
import { useEffect, useState } from 'react';
import type { Faculty, UpdateFacultyRequest } from '@gsvmc/shared-types';
import { useGetFacultyMemberQuery, useMessages, useToast } from '@gsvmc/shared-kit';
import { useErrorText } from '@gsvmc/shared-kit/refusals';
import { facultyMessages } from './messages';
import {
  useRemoveFacultyPictureMutation,
  useUpdateFacultyMemberMutation,
  useUpdateFacultyPictureMutation,
} from './facultyApi';

/** Sends a section's changes; resolves true when saved, throws (after a toast) when refused. */
export type Save = (changes: UpdateFacultyRequest) => Promise<boolean>;
/** Sends a new picture (File) or removes it (null). */
export type SavePicture = (change: File | null) => Promise<void>;

export function useFacultyRecord(id: string) {
  const toast = useToast();
  const t = useMessages(facultyMessages);
  const errorText = useErrorText();
  // currentData: this id's record only, never the previous id's while the next one loads.
  const { currentData: data, error, refetch } = useGetFacultyMemberQuery(id, { skip: !id });
  const [updateFacultyMember] = useUpdateFacultyMemberMutation();
  const [updateFacultyPicture] = useUpdateFacultyPictureMutation();
  const [removeFacultyPicture] = useRemoveFacultyPictureMutation();
  const [local, setLocal] = useState<Faculty | null>(null);

  // The server's copy replaces the local one whenever it (re)loads.
  useEffect(() => {
    setLocal(data ?? null);
  }, [data]);

  const save: Save = async (changes) => {
    try {
      const updated = await updateFacultyMember({ id, changes }).unwrap();
      setLocal((current) =>
        current ? { ...current, ...changes, ...(updated && typeof updated === 'object' ? updated : {}) } : current,
      );
      toast.success(t('saved'));
      return true;
    } catch (err) {
      toast.error(errorText(err, t('updateFailed')));
      throw err;
    }
  };

  // The picture is part of the Basic Profile, sent after the other fields.
  const savePicture: SavePicture = async (change) => {
    try {
      const updated = change
        ? await updateFacultyPicture({ id, picture: change }).unwrap()
        : await removeFacultyPicture(id).unwrap();
      setLocal((current) => (current ? { ...current, facultyPicture: updated.facultyPicture } : current));
    } catch (err) {
      toast.error(errorText(err, t('pictureFailed')));
      throw err;
    }
  };

  return { local, error, refetch, save, savePicture };
}
