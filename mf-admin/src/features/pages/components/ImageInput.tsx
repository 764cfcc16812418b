// A picture field of the editor: the stored path, a choice from the photo gallery, and "Upload image",
// which sends a file through the upload pipeline (checked, re-encoded, derivatives written) and fills
// the field. A wrong or too large file gets its message beside the field, from the browser's check or
// the server's.
import { useId, useRef, useState } from 'react';
import styled from 'styled-components';
import type { UploadedContentImage } from '@gsvmc/shared-types';
import { useGetPhotosQuery, useLocale, useMessages } from '@gsvmc/shared-kit';
import { useErrorText } from '@gsvmc/shared-kit/refusals';
import { pagesMessages } from '../messages';
import { FieldError, Input, Select } from '../../../components/form';
import { VisuallyHidden } from '../../../components/VisuallyHidden';
import { IMAGE_ACCEPT, imageFileError } from '../../../lib/files';
import { useUploadContentImageMutation } from '../pagesAdminApi';

export function ImageInput({
  id,
  value,
  onChange,
  onUploaded,
  label,
}: {
  id?: string;
  value: string;
  onChange: (v: string) => void;
  /** After an upload: the stored picture, with its size (a slide or image block takes that too). */
  onUploaded: (image: UploadedContentImage) => void;
  /** The field's name, for the upload control's accessible name ("Upload image for Picture"). */
  label: string;
}) {
  const t = useMessages(pagesMessages);
  const errorText = useErrorText();
  const locale = useLocale();
  const photos = useGetPhotosQuery();
  const [upload, { isLoading }] = useUploadContentImageMutation();
  const [problem, setProblem] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const fileId = useId();

  async function choose(file: File | undefined) {
    if (fileInput.current) fileInput.current.value = '';
    if (!file) return;
    const local = imageFileError(file, 'picture', locale);
    if (local) {
      setProblem(local);
      return;
    }
    setProblem(null);
    try {
      onUploaded(await upload(file).unwrap());
    } catch (error) {
      setProblem(errorText(error, t('imageNotUploaded')));
    }
  }

  return (
    <div>
      <Row>
        <Input id={id} value={value} onChange={(e) => onChange(e.target.value)} placeholder="/uploads/photos/…" />
        <Select
          aria-label={t('chooseFromGallery')}
          value=""
          onChange={(e) => e.target.value && onChange(e.target.value)}
        >
          <option value="">{t('chooseFromGalleryOption')}</option>
          {(photos.data ?? []).map((p) => (
            <option key={p._id} value={p.imageUrl}>
              {p.title}
            </option>
          ))}
        </Select>
        <UploadLabel htmlFor={fileId} aria-disabled={isLoading || undefined}>
          {isLoading ? t('uploadingImage') : t('uploadImage')}
          <VisuallyHidden>
            <input
              ref={fileInput}
              id={fileId}
              type="file"
              accept={IMAGE_ACCEPT}
              disabled={isLoading}
              aria-label={t('uploadImageFor', { field: label })}
              aria-describedby={problem ? `${fileId}-error` : undefined}
              onChange={(e) => void choose(e.target.files?.[0])}
            />
          </VisuallyHidden>
        </UploadLabel>
      </Row>
      {problem && (
        <FieldError id={`${fileId}-error`} role="alert">
          {problem}
        </FieldError>
      )}
    </div>
  );
}

const Row = styled.div`
  display: grid;
  gap: 8px;
  ${({ theme }) => theme.media.desktop} {
    grid-template-columns: 1fr 1fr auto;
  }
`;

const UploadLabel = styled.label`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: 44px;
  padding: 8px 16px;
  border: 1px solid ${({ theme }) => theme.color.primary};
  border-radius: ${({ theme }) => theme.radius.md};
  color: ${({ theme }) => theme.color.primary};
  font-weight: 600;
  cursor: pointer;
  &:focus-within {
    outline: 3px solid ${({ theme }) => theme.color.primary};
    outline-offset: 2px;
  }
  &[aria-disabled] {
    opacity: 0.6;
    cursor: progress;
  }
`;
