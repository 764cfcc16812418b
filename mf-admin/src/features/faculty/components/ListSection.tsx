// One of the editor's list modes (qualifications, work experience, publications): the list as read,
// or its rows as a form; Save Changes sends the whole list.
import type { ReactNode } from 'react';
import type { UpdateFacultyRequest } from '@gsvmc/shared-types';
import { useMessages } from '@gsvmc/shared-kit';
import { useForm, useWatch } from '@gsvmc/shared-kit/forms';
import { facultyMessages } from '../messages';
import { Muted, ViewList } from '../EditFacultyPage.styles';
import type { Save } from '../useFacultyRecord';
import { useReportUnsaved } from '../useUnsavedChanges';
import { EditSection, useEditMode } from './EditSection';
import { RowsEditor } from './RowsEditor';
import type { RowList } from './rowFields';

/** A row with some text in it: a row left entirely blank is not data (opening an empty list adds one). */
const hasText = (row: object) => Object.values(row).some((v) => typeof v === 'string' && v.trim() !== '');

export function ListSection<T extends object>({
  list,
  rows,
  toChanges,
  describe,
  save,
}: {
  list: RowList<T>;
  rows: T[];
  toChanges: (rows: T[]) => UpdateFacultyRequest;
  describe: (row: T) => ReactNode;
  save: Save;
}) {
  const { key: id, fields, makeRow } = list;
  const t = useMessages(facultyMessages);
  const title = t(list.title);
  const itemLabel = t(list.itemLabel);
  const mode = useEditMode();
  const form = useForm<{ rows: T[] }>({ defaultValues: { rows: [] } });
  const draft = (useWatch({ control: form.control, name: 'rows' as never }) ?? []) as T[];
  // A row left entirely blank is no change.
  const filled = (list: T[]) => JSON.stringify(list.filter(hasText));
  useReportUnsaved(id, mode.editing && filled(draft) !== filled(rows));

  const open = () => {
    form.reset({ rows: rows.length > 0 ? rows.map((r) => ({ ...r })) : [makeRow()] } as { rows: T[] });
    mode.open();
  };

  const onSave = () => {
    // A row left entirely blank is not data; everything else is sent as typed (SPEC.md §5: no client rules here).
    const cleaned = (form.getValues() as { rows: T[] }).rows
      .map(
        (row) =>
          Object.fromEntries(Object.entries(row).map(([k, v]) => [k, typeof v === 'string' ? v.trim() : v])) as T,
      )
      .filter(hasText);
    void mode.run(() => save(toChanges(cleaned)));
  };

  return (
    <EditSection
      id={id}
      title={title}
      mode={mode}
      onEdit={open}
      onSave={onSave}
      view={
        rows.length === 0 ? (
          <Muted>{t('noneRecorded')}</Muted>
        ) : (
          <ViewList>
            {rows.map((row, i) => (
              <li key={i}>{describe(row)}</li>
            ))}
          </ViewList>
        )
      }
      form={
        <RowsEditor<T, { rows: T[] }>
          form={form}
          name="rows"
          idPrefix={`edit-${id}`}
          legend={title}
          itemLabel={itemLabel}
          fields={fields.map((f) => ({ ...f, required: false }))}
          makeRow={makeRow}
          disabled={mode.saving}
          hideLegend
        />
      }
    />
  );
}
