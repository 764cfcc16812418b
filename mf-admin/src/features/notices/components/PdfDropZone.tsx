// The PDF's drop zone: drag a file onto it or click (tap, on a phone) to choose one; it names the file
// chosen and its size, or what it accepts.
import { useState, type DragEvent, type RefObject } from 'react';
import styled, { css } from 'styled-components';
import { UPLOAD_LIMITS } from '@gsvmc/shared-types';
import { bengaliDigits, formatFileSize, useLocale, useMediaQuery, useMessages } from '@gsvmc/shared-kit';
import { VisuallyHidden } from '../../../components/VisuallyHidden';
import { formatMegabytes } from '../../../lib/files';
import { noticeMessages } from '../messages';

export function PdfDropZone({
  file,
  inputRef,
  invalid,
  disabled,
  onChoose,
}: {
  file: File | null;
  inputRef: RefObject<HTMLInputElement | null>;
  invalid: boolean;
  disabled: boolean;
  onChoose: (file: File | undefined) => void;
}) {
  const t = useMessages(noticeMessages);
  const locale = useLocale();
  const [dragging, setDragging] = useState(false);
  // A phone has nothing to drag a file from: there the drop zone speaks of tapping.
  const touch = useMediaQuery('(hover: none) and (pointer: coarse)');
  // The kit writes sizes in English ("14 bytes", "1.2 MB"); Bengali keeps the units and says bytes as বাইট.
  const sizeOf = (bytes: number) =>
    locale === 'bn' ? bengaliDigits(formatFileSize(bytes).replace(/bytes?$/, 'বাইট')) : formatFileSize(bytes);

  function onDrop(e: DragEvent) {
    e.preventDefault();
    setDragging(false);
    if (disabled) return;
    onChoose(e.dataTransfer.files[0]);
  }

  return (
    <DropZone
      htmlFor="notice-file"
      $dragging={dragging}
      $invalid={invalid}
      $disabled={disabled}
      onDragEnter={(e) => {
        e.preventDefault();
        setDragging(true);
      }}
      onDragOver={(e) => e.preventDefault()}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
      data-testid="notice-dropzone"
    >
      <DropIcon aria-hidden="true">PDF</DropIcon>
      <strong>{file ? file.name : touch ? t('tapToChoose') : t('dragOrClick')}</strong>
      <small>
        {file
          ? `${sizeOf(file.size)} · ${touch ? t('tapAnother') : t('clickOrDropAnother')}`
          : t('pdfOnly', { max: formatMegabytes(UPLOAD_LIMITS.pdfBytes) })}
      </small>
      <VisuallyHidden>
        <input
          ref={inputRef}
          id="notice-file"
          type="file"
          accept="application/pdf,.pdf"
          disabled={disabled}
          aria-invalid={invalid ? true : undefined}
          aria-describedby={invalid ? 'notice-file-error' : undefined}
          onChange={(e) => onChoose(e.target.files?.[0])}
        />
      </VisuallyHidden>
    </DropZone>
  );
}

const DropZone = styled.label<{ $dragging: boolean; $invalid: boolean; $disabled: boolean }>`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 6px;
  padding: 28px 16px;
  text-align: center;
  border: 2px dashed ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.background};
  cursor: pointer;
  overflow-wrap: anywhere;
  transition:
    border-color 0.15s,
    background 0.15s;
  small {
    color: ${({ theme }) => theme.color.muted};
  }
  &:hover,
  &:focus-within {
    border-color: ${({ theme }) => theme.color.primary};
  }
  &:focus-within {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }
  ${({ $dragging, theme }) =>
    $dragging &&
    css`
      border-color: ${theme.color.primary};
      background: ${theme.color.primaryLight};
    `}
  ${({ $invalid, theme }) =>
    $invalid &&
    css`
      border-color: ${theme.color.danger};
    `}
  ${({ $disabled }) =>
    $disabled &&
    css`
      cursor: progress;
      opacity: 0.7;
    `}
`;

const DropIcon = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 48px;
  height: 56px;
  border-radius: 6px;
  background: ${({ theme }) => theme.color.accent};
  color: #fff;
  font-weight: 700;
  font-size: 0.85rem;
`;
