// The kit's form field and controls: a label, an optional hint and the field's message, wired to the
// control through id, aria-invalid and aria-describedby (SPEC.md §5: "message per field"). Every form
// of the site builds on these, so a field reads the same to a screen reader everywhere.
import { cloneElement, useId, type ReactElement, type ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { thumbHeight } from './tapTarget';

interface ControlProps {
  id?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}

export function Field({
  label,
  error,
  hint,
  children,
  required,
}: {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  required?: boolean;
  children: ReactElement<ControlProps>;
}) {
  const generated = useId();
  const id = children.props.id ?? generated;
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  return (
    <FieldWrap>
      <Label htmlFor={id}>
        {label}
        {required && <Required aria-hidden="true"> *</Required>}
      </Label>
      {cloneElement(children, { id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {hint && <Hint id={hintId}>{hint}</Hint>}
      {error && (
        <FieldError id={errorId} role="alert">
          {error}
        </FieldError>
      )}
    </FieldWrap>
  );
}

export const FieldWrap = styled.div`
  display: flex;
  flex-direction: column;
  gap: 4px;
  min-width: 0;
`;

export const Label = styled.label`
  font-weight: 600;
  font-size: 0.95rem;
`;

const Required = styled.span`
  color: ${({ theme }) => theme.color.danger};
`;

export const Hint = styled.small`
  color: ${({ theme }) => theme.color.muted};
`;

export const FieldError = styled.p`
  margin: 0;
  font-size: 0.9rem;
  color: ${({ theme }) => theme.color.danger};
`;

const control = css`
  width: 100%;
  min-height: 40px;
  padding: 8px 10px;
  font: inherit;
  color: ${({ theme }) => theme.color.text};
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.sm};
  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.color.danger};
    background: ${({ theme }) => theme.color.dangerLight};
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: 1px;
  }
`;

/** A one-line field is a thumb's target on a phone or a touch screen (a text area is taller anyway). */
export const Input = styled.input`
  ${control}
  ${thumbHeight}
  &[type='file'] {
    padding: 6px;
  }
`;
export const Select = styled.select`
  ${control}
  ${thumbHeight}
`;
export const TextArea = styled.textarea`
  ${control}
  min-height: 80px;
  resize: vertical;
`;

/** Fields side by side on wide screens, stacked on phones. */
export const FieldGrid = styled.div<{ $min?: number }>`
  display: grid;
  gap: 14px;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, ${({ $min = 220 }) => $min}px), 1fr));
`;

/** An inline message after a call (role alert for failures, status for success). */
export const FormMessage = styled.p<{ $kind: 'success' | 'error' }>`
  margin: 12px 0 0;
  padding: 10px 12px;
  border-radius: ${({ theme }) => theme.radius.sm};
  ${({ theme, $kind }) =>
    $kind === 'error'
      ? css`
          color: ${theme.color.danger};
          background: ${theme.color.dangerLight};
        `
      : css`
          color: ${theme.color.success};
          background: ${theme.color.primaryLight};
        `}
`;

/** The row of buttons under a form (submit first), wrapping on narrow screens. */
export const FormActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin-top: 16px;
`;
