// Editable list rows (qualifications, work experience, publications) for the add form and the edit
// page. SPEC.md §5: at least one row remains; Remove appears only when there is more than one.
// The rows are a react-hook-form field array of the parent's form (`name`, e.g. "qualifications").
import { useRef } from 'react';
import styled from 'styled-components';
import { Button, useMessages } from '@gsvmc/shared-kit';
import { facultyMessages, sayMessage, type FacultyKey } from '../messages';
import { messageAt, useFieldArray, useWatch, type FieldValues, type UseFormReturn } from '@gsvmc/shared-kit/forms';
import { Field, FieldGrid, Input } from '../../../components/form';
import { VisuallyHidden } from '../../../components/VisuallyHidden';

export interface RowField<T> {
  key: keyof T & string;
  /** A key of the faculty catalog. */
  label: FacultyKey;
  type?: 'text' | 'date' | 'url';
  required?: boolean;
  inputMode?: 'numeric' | 'text' | 'url';
  /** A key of the faculty catalog, or a format that reads the same in both languages. */
  placeholder?: FacultyKey | 'YYYY-MM-DD' | 'https://...';
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A date input only for values it can show; older records may hold free text such as "2015". */
function typeFor(field: { type?: string }, value: string): string {
  if (field.type === 'date' && value !== '' && !ISO_DATE.test(value)) return 'text';
  return field.type ?? 'text';
}

/** The parent's form as this editor sees it: somewhere in it, `name` holds a list of rows of strings. */
type RowsForm = UseFormReturn<Record<string, Record<string, string>[]>>;

export function RowsEditor<T extends object, F extends FieldValues = FieldValues>({
  form,
  name,
  idPrefix,
  legend,
  itemLabel,
  fields,
  makeRow,
  disabled,
  hideLegend = false,
}: {
  form: UseFormReturn<F>;
  /** The list's path in the form, also the prefix of its messages (`qualifications.0.degree`). */
  name: string;
  idPrefix: string;
  legend: string;
  /** Singular noun used in the row headings and buttons, e.g. "Qualification". */
  itemLabel: string;
  fields: RowField<T>[];
  makeRow: () => T;
  disabled?: boolean;
  /** When a heading right above already names the list (edit page), the legend is for screen readers only. */
  hideLegend?: boolean;
}) {
  // One cast for the generic form: react-hook-form cannot type a path into a form it does not know.
  const { control, register, formState } = form as unknown as RowsForm;
  const { fields: rows, append, remove } = useFieldArray({ control, name });
  const values = useWatch({ control, name }) ?? [];
  // After Add, focus goes to the new row's first field (append's shouldFocus); after Remove, to the Add button.
  const addButton = useRef<HTMLButtonElement>(null);
  const t = useMessages(facultyMessages);
  const hint = (p: string | undefined) => (p && Object.hasOwn(facultyMessages.en, p) ? t(p as FacultyKey) : p);

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
        <Row key={row.id} role="group" aria-label={t('rowN', { item: itemLabel, n: index + 1 })}>
          <RowHead>
            <span>{t('rowN', { item: itemLabel, n: index + 1 })}</span>
            {rows.length > 1 && (
              <Button
                $variant="ghost"
                $small
                disabled={disabled}
                aria-label={t('removeRow', { item: itemLabel, n: index + 1 })}
                onClick={() => {
                  remove(index);
                  addButton.current?.focus();
                }}
              >
                {t('remove')}
              </Button>
            )}
          </RowHead>
          <FieldGrid $min={180}>
            {fields.map((field) => {
              const path = `${name}.${index}.${field.key}`;
              const value = String(values[index]?.[field.key] ?? '');
              return (
                <Field
                  key={field.key}
                  label={t(field.label)}
                  required={field.required}
                  error={sayMessage(t, messageAt(formState.errors, path))}
                >
                  <Input
                    id={`${idPrefix}-${index}-${field.key}`}
                    type={typeFor(field, value)}
                    inputMode={field.inputMode}
                    placeholder={hint(field.placeholder)}
                    disabled={disabled}
                    {...register(path)}
                  />
                </Field>
              );
            })}
          </FieldGrid>
        </Row>
      ))}
      <Button
        ref={addButton}
        $variant="secondary"
        $small
        disabled={disabled}
        onClick={() => append(makeRow() as Record<string, string>)}
      >
        {t('addRow', { item: itemLabel })}
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
