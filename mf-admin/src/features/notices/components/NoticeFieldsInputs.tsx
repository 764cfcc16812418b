// The notice's fields (title, description, category, pin, publish and expiry dates), the
// same in the upload form and the edit dialog, with the title and description in Bengali beside the
// English ones (optional; the Bengali pages fall back to the English).
import {
  NOTICE_CATEGORIES,
  NOTICE_CATEGORY_LABELS,
  NOTICE_CATEGORY_LABELS_BN,
  type NoticeCategory,
} from '@gsvmc/shared-types';
import { useLocale, useMessages } from '@gsvmc/shared-kit';
import { checkResolver, useForm, type UseFormReturn } from '@gsvmc/shared-kit/forms';
import styled from 'styled-components';
import { Field, Input, Select, TextArea } from '../../../components/form';
import { noticeMessages } from '../messages';

type NoticeKey = keyof typeof noticeMessages.en;

export interface NoticeDraft {
  title: string;
  titleBn: string;
  description: string;
  descriptionBn: string;
  category: NoticeCategory;
  pinned: boolean;
  /** datetime-local values ('' = now for the publish date, never for the expiry). */
  publishAt: string;
  expiresAt: string;
}

export const emptyDraft = (title = ''): NoticeDraft => ({
  title,
  titleBn: '',
  description: '',
  descriptionBn: '',
  category: 'general',
  pinned: false,
  publishAt: '',
  expiresAt: '',
});

/** Each error is a key of the notice catalog, so it reads in the portal's language, even after a switch. */
export interface DraftErrors {
  title?: NoticeKey;
  publishAt?: NoticeKey;
  expiresAt?: NoticeKey;
}

/** The checks the server makes too, said before the round trip. */
export function checkDraft(
  draft: NoticeDraft,
  toIso: (v: string) => string | null,
  { titleRequired = true }: { titleRequired?: boolean } = {},
): DraftErrors {
  const errors: DraftErrors = {};
  if (titleRequired && !draft.title.trim()) errors.title = 'enterTitle';
  const publish = draft.publishAt ? toIso(draft.publishAt) : new Date().toISOString();
  if (draft.publishAt && !publish) errors.publishAt = 'invalidDate';
  const expires = draft.expiresAt ? toIso(draft.expiresAt) : null;
  if (draft.expiresAt && !expires) errors.expiresAt = 'invalidDate';
  else if (publish && expires && expires <= publish) errors.expiresAt = 'expiryAfterPublish';
  return errors;
}

/**
 * The form state of the notice fields: checkDraft's messages, refreshed on each submit only (as before
 * react-hook-form), and no jump of focus (both forms keep the focus where the admin left it).
 */
export function useNoticeForm(
  toIso: (v: string) => string | null,
  initial: NoticeDraft = emptyDraft(),
  /** Asked at each submit: a notice sent as photos may leave its title to the text. */
  titleRequired: () => boolean = () => true,
) {
  return useForm<NoticeDraft>({
    defaultValues: initial,
    resolver: checkResolver((draft: NoticeDraft) => ({
      ...checkDraft(draft, toIso, { titleRequired: titleRequired() }),
    })),
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
}

export function NoticeFieldsInputs({
  idPrefix,
  form,
  disabled,
  titleLabel,
  titleHint,
}: {
  idPrefix: string;
  form: UseFormReturn<NoticeDraft>;
  disabled: boolean;
  /** The title's label and hint where it may be left empty (a notice sent as photos). */
  titleLabel?: string;
  titleHint?: string;
}) {
  const { register } = form;
  const t = useMessages(noticeMessages);
  const locale = useLocale();
  const errors = form.formState.errors;
  const say = (key: string | undefined) => (key ? t(key as NoticeKey) : undefined);
  const categoryLabels = locale === 'bn' ? NOTICE_CATEGORY_LABELS_BN : NOTICE_CATEGORY_LABELS;
  return (
    <>
      <Pair>
        <Field
          label={titleLabel ?? t('title')}
          hint={titleHint}
          error={say(errors.title?.message)}
          required={!titleLabel}
        >
          <Input id={`${idPrefix}-title`} disabled={disabled} maxLength={300} {...register('title')} />
        </Field>
        <Field label={t('titleBn')} hint={t('bengaliHint')}>
          <Input id={`${idPrefix}-title-bn`} lang="bn" disabled={disabled} maxLength={300} {...register('titleBn')} />
        </Field>
      </Pair>
      <Pair>
        <Field label={t('description')}>
          <TextArea id={`${idPrefix}-description`} disabled={disabled} maxLength={2000} {...register('description')} />
        </Field>
        <Field label={t('descriptionBn')}>
          <TextArea
            id={`${idPrefix}-description-bn`}
            lang="bn"
            disabled={disabled}
            maxLength={2000}
            {...register('descriptionBn')}
          />
        </Field>
      </Pair>
      <Row>
        <Field label={t('category')}>
          <Select id={`${idPrefix}-category`} disabled={disabled} {...register('category')}>
            {NOTICE_CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {categoryLabels[c]}
              </option>
            ))}
          </Select>
        </Field>
        <Check>
          <input id={`${idPrefix}-pinned`} type="checkbox" disabled={disabled} {...register('pinned')} />
          <label htmlFor={`${idPrefix}-pinned`}>{t('pin')}</label>
        </Check>
      </Row>
      <Row>
        <Field label={t('publishDate')} error={say(errors.publishAt?.message)} hint={t('publishHint')}>
          <Input id={`${idPrefix}-publish`} type="datetime-local" disabled={disabled} {...register('publishAt')} />
        </Field>
        <Field label={t('expiryDate')} error={say(errors.expiresAt?.message)} hint={t('expiryHint')}>
          <Input id={`${idPrefix}-expires`} type="datetime-local" disabled={disabled} {...register('expiresAt')} />
        </Field>
      </Row>
    </>
  );
}

// English and Bengali side by side where two columns fit (a laptop), one above the other on a phone.
const Pair = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 260px), 1fr));
  gap: 14px;
  align-items: start;
`;

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
