// One independently editable part of a faculty record (SPEC.md §4: four edit modes, each opened and
// closed on its own). Focus moves into the form on open and back to the Edit button on close.
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button, useMessages } from '@gsvmc/shared-kit';
import { useErrorText } from '@gsvmc/shared-kit/refusals';
import { commonMessages } from '../../../lib/messages';
import { facultyMessages } from '../messages';
import { FormActions, FormMessage, Panel } from '../../../components/form';
import { VisuallyHidden } from '../../../components/VisuallyHidden';

export function EditSection({
  id,
  title,
  mode,
  onEdit,
  onSave,
  view,
  form,
}: {
  id: string;
  title: string;
  mode: EditMode;
  onEdit: () => void;
  onSave: () => void;
  view: ReactNode;
  form: ReactNode;
}) {
  const { editing, saving, error } = mode;
  const t = useMessages(facultyMessages);
  const tc = useMessages(commonMessages);
  const editButton = useRef<HTMLButtonElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const wasEditing = useRef(editing);

  useEffect(() => {
    if (editing && !wasEditing.current) formRef.current?.querySelector<HTMLElement>('input, select, textarea')?.focus();
    if (!editing && wasEditing.current) editButton.current?.focus();
    wasEditing.current = editing;
  }, [editing]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSave();
  };

  return (
    <Panel aria-labelledby={`${id}-heading`}>
      <Head>
        <h2 id={`${id}-heading`}>{title}</h2>
        {!editing && (
          <Button ref={editButton} $variant="secondary" $small onClick={onEdit}>
            {t('edit')}
            <VisuallyHidden>{t('editHidden', { title })}</VisuallyHidden>
          </Button>
        )}
      </Head>
      {editing ? (
        <form ref={formRef} onSubmit={submit} noValidate aria-label={t('editSection', { title })}>
          {form}
          <FormActions>
            <Button type="submit" disabled={saving}>
              {saving ? tc('saving') : t('saveChanges')}
            </Button>
            <Button $variant="ghost" disabled={saving} onClick={mode.close}>
              {tc('cancel')}
            </Button>
          </FormActions>
          {error && (
            <FormMessage $kind="error" role="alert">
              {error}
            </FormMessage>
          )}
        </form>
      ) : (
        view
      )}
    </Panel>
  );
}

export type EditMode = ReturnType<typeof useEditMode>;

/** Edit-mode state of one section: open, saving, the last failure. */
export function useEditMode() {
  const t = useMessages(facultyMessages);
  const errorText = useErrorText();
  const [editing, setEditing] = useState(false);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    setError(null);
    setEditing(false);
  };
  return {
    editing,
    saving,
    error,
    open: () => {
      setError(null);
      setEditing(true);
    },
    close,
    /** Saves with `task`: closes the section when it succeeds, keeps it open with the failure shown when not. */
    run: async (task: () => Promise<unknown>) => {
      setSaving(true);
      setError(null);
      try {
        await task();
        close();
      } catch (err) {
        setError(errorText(err, t('updateFailed')));
      } finally {
        setSaving(false);
      }
    },
  };
}

const Head = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  margin-bottom: 12px;
  h2 {
    margin: 0;
    font-size: 1.25rem;
  }
`;
