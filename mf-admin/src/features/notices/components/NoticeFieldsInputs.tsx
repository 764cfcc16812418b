// The notice fields of issue 14 (title, description, category, pin, publish and expiry dates), the
// same in the upload form and the edit dialog.
import { NOTICE_CATEGORIES, NOTICE_CATEGORY_LABELS, type NoticeCategory } from '@gsvmc/shared-types';
import { checkResolver, useForm, type UseFormReturn } from '@gsvmc/shared-kit/forms';
import styled from 'styled-components';
import { Field, Input, Select, TextArea } from '../../../components/form';

export interface NoticeDraft {
  title: string;
  description: string;
  category: NoticeCategory;
  pinned: boolean;
  /** datetime-local values ('' = now for the publish date, never for the expiry). */
  publishAt: string;
  expiresAt: string;
}

export const emptyDraft = (title = ''): NoticeDraft => ({
  title,
  description: '',
  category: 'general',
  pinned: false,
  publishAt: '',
  expiresAt: '',
});

export interface DraftErrors {
  title?: string;
  publishAt?: string;
  expiresAt?: string;
}

/** The checks the server makes too, said before the round trip. */
export function checkDraft(draft: NoticeDraft, toIso: (v: string) => string | null): DraftErrors {
  const errors: DraftErrors = {};
  if (!draft.title.trim()) errors.title = 'Please enter a title';
  const publish = draft.publishAt ? toIso(draft.publishAt) : new Date().toISOString();
  if (draft.publishAt && !publish) errors.publishAt = 'Please enter a valid date and time';
  const expires = draft.expiresAt ? toIso(draft.expiresAt) : null;
  if (draft.expiresAt && !expires) errors.expiresAt = 'Please enter a valid date and time';
  else if (publish && expires && expires <= publish)
    errors.expiresAt = 'The expiry date must be after the publish date';
  return errors;
}

/**
 * The form state of the notice fields: checkDraft's messages, refreshed on each submit only (as before
 * react-hook-form), and no jump of focus (both forms keep the focus where the admin left it).
 */
export function useNoticeForm(toIso: (v: string) => string | null, initial: NoticeDraft = emptyDraft()) {
  return useForm<NoticeDraft>({
    defaultValues: initial,
    resolver: checkResolver((draft: NoticeDraft) => ({ ...checkDraft(draft, toIso) })),
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
}

export function NoticeFieldsInputs({
  idPrefix,
  form,
  disabled,
}: {
  idPrefix: string;
  form: UseFormReturn<NoticeDraft>;
  disabled: boolean;
}) {
  const { register } = form;
  const errors = form.formState.errors;
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return (
    <>
      <Field label="Title" error={errors.title?.message} required>
        <Input id={`${idPrefix}-title`} disabled={disabled} maxLength={300} {...register('title')} />
      </Field>
      <Field label="Description (optional)">
        <TextArea id={`${idPrefix}-description`} disabled={disabled} maxLength={2000} {...register('description')} />
      </Field>
      <Row>
        <Field label="Category">
          <Select id={`${idPrefix}-category`} disabled={disabled} {...register('category')}>
            {NOTICE_CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {NOTICE_CATEGORY_LABELS[c]}
              </option>
            ))}
          </Select>
        </Field>
        <Check>
          <input id={`${idPrefix}-pinned`} type="checkbox" disabled={disabled} {...register('pinned')} />
          <label htmlFor={`${idPrefix}-pinned`}>Pin to the top of the notice board</label>
        </Check>
      </Row>
      <Row>
        <Field
          label="Publish date (optional)"
          error={errors.publishAt?.message}
          hint={`Empty: at once. Visitors see the notice from this time (${zone} time).`}
        >
          <Input id={`${idPrefix}-publish`} type="datetime-local" disabled={disabled} {...register('publishAt')} />
        </Field>
        <Field
          label="Expiry date (optional)"
          error={errors.expiresAt?.message}
          hint="Empty: never. After it the notice leaves the board; its PDF link keeps working."
        >
          <Input id={`${idPrefix}-expires`} type="datetime-local" disabled={disabled} {...register('expiresAt')} />
        </Field>
      </Row>
    </>
  );
}

const Row = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(220px, 1fr));
  gap: 14px;
  align-items: start;
`;

const Check = styled.div`
  display: flex;
  align-items: center;
  gap: 8px;
  min-height: 42px;
  margin-top: 26px;
  input {
    width: 20px;
    height: 20px;
  }
  label {
    font-weight: 600;
  }
  ${({ theme }) => theme.media.mobile} {
    margin-top: 0;
  }
`;
