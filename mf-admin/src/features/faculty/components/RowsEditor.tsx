// Editable list rows (qualifications, work experience, publications) for the add form and the edit
// page. SPEC.md §5: at least one row remains; Remove appears only when there is more than one.
import { useRef, useEffect } from 'react';
import styled from 'styled-components';
import { Button } from '@gsvmc/shared-kit';
import { Field, FieldGrid, Input } from '../../../components/form';
import { VisuallyHidden } from '../../../components/VisuallyHidden';

export interface RowField<T> {
  key: keyof T & string;
  label: string;
  type?: 'text' | 'date' | 'url';
  required?: boolean;
  inputMode?: 'numeric' | 'text' | 'url';
  placeholder?: string;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A date input only for values it can show; older records may hold free text such as "2015". */
function typeFor(field: { type?: string }, value: string): string {
  if (field.type === 'date' && value !== '' && !ISO_DATE.test(value)) return 'text';
  return field.type ?? 'text';
}

export function RowsEditor<T extends object>({
  idPrefix,
  legend,
  itemLabel,
  rows,
  fields,
  errors = {},
  errorPrefix,
  disabled,
  hideLegend = false,
  onChange,
  onAdd,
  onRemove,
}: {
  idPrefix: string;
  legend: string;
  /** Singular noun used in the row headings and buttons, e.g. "Qualification". */
  itemLabel: string;
  rows: T[];
  fields: RowField<T>[];
  errors?: Record<string, string>;
  /** Error key prefix, e.g. "qualifications" for `qualifications.0.degree`. */
  errorPrefix: string;
  disabled?: boolean;
  /** When a heading right above already names the list (edit page), the legend is for screen readers only. */
  hideLegend?: boolean;
  onChange: (index: number, key: keyof T & string, value: string) => void;
  onAdd: () => void;
  onRemove: (index: number) => void;
}) {
  // After Add, focus goes to the new row's first field; after Remove, to the Add button.
  const previousCount = useRef(rows.length);
  const addButton = useRef<HTMLButtonElement>(null);
  const lastRowFirstInput = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (rows.length > previousCount.current) lastRowFirstInput.current?.focus();
    previousCount.current = rows.length;
  }, [rows.length]);

  return (
    <Fieldset $bare={hideLegend}>
      {hideLegend ? (
        <legend>
          <VisuallyHidden>{legend}</VisuallyHidden>
        </legend>
      ) : (
        <legend>{legend}</legend>
      )}
      {rows.map((row, index) => (
        <Row key={index} role="group" aria-label={`${itemLabel} ${index + 1}`}>
          <RowHead>
            <span>
              {itemLabel} {index + 1}
            </span>
            {rows.length > 1 && (
              <Button
                $variant="ghost"
                $small
                disabled={disabled}
                aria-label={`Remove ${itemLabel.toLowerCase()} ${index + 1}`}
                onClick={() => {
                  onRemove(index);
                  addButton.current?.focus();
                }}
              >
                Remove
              </Button>
            )}
          </RowHead>
          <FieldGrid $min={180}>
            {fields.map((field, f) => {
              const value = String((row as Record<string, unknown>)[field.key] ?? '');
              return (
                <Field
                  key={field.key}
                  label={field.label}
                  required={field.required}
                  error={errors[`${errorPrefix}.${index}.${field.key}`]}
                >
                  <Input
                    ref={f === 0 && index === rows.length - 1 ? lastRowFirstInput : undefined}
                    id={`${idPrefix}-${index}-${field.key}`}
                    type={typeFor(field, value)}
                    inputMode={field.inputMode}
                    placeholder={field.placeholder}
                    value={value}
                    disabled={disabled}
                    onChange={(e) => onChange(index, field.key, e.target.value)}
                  />
                </Field>
              );
            })}
          </FieldGrid>
        </Row>
      ))}
      <Button ref={addButton} $variant="secondary" $small disabled={disabled} onClick={onAdd}>
        Add {itemLabel}
      </Button>
    </Fieldset>
  );
}

const Fieldset = styled.fieldset<{ $bare: boolean }>`
  margin: 0;
  padding: ${({ $bare }) => ($bare ? '0' : '14px')};
  border: ${({ $bare, theme }) => ($bare ? '0' : `1px solid ${theme.color.border}`)};
  border-radius: ${({ theme }) => theme.radius.md};
  min-width: 0;
  legend {
    padding: 0 6px;
    font-weight: 700;
  }
`;

const Row = styled.div`
  margin-bottom: 14px;
  padding-bottom: 14px;
  border-bottom: 1px dashed ${({ theme }) => theme.color.border};
`;

const RowHead = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  min-height: 32px;
  margin-bottom: 6px;
  font-size: 0.9rem;
  font-weight: 600;
  color: ${({ theme }) => theme.color.muted};
`;
