// Edit form of one alumnus (SPEC.md §2.8): every field, sent as the full object (PUT /alumni/{id}).
import { useId, useState } from 'react';
import styled from 'styled-components';
import { ALUMNI_COLUMNS, type Alumni, type UpdateAlumniRequest } from '@gsvmc/shared-types';
import { Button, useMessages, useToast, type Translate } from '@gsvmc/shared-kit';
import { Field, Input, TextArea } from '@gsvmc/shared-kit/staff';
import { useErrorText } from '@gsvmc/shared-kit/refusals';
import { Modal } from '@gsvmc/shared-kit/dialog';
import { useForm } from '@gsvmc/shared-kit/forms';
import { useUpdateAlumniMutation } from './staffApi';
import { staffMessages } from './staff.messages';

type FieldKey = (typeof ALUMNI_COLUMNS)[number]['key'];
type TextKey = Exclude<FieldKey, 'contactConsent'>;
/** Every field as typed, and the consent as its checkbox. */
type FormValues = Record<TextKey, string> & { contactConsent: boolean };

const INPUT_TYPE: Partial<Record<FieldKey, string>> = {
  graduationYear: 'number',
  email: 'email',
  phone: 'tel',
  linkedInProfile: 'text',
};

/** Each field's label in the page's language: the template's header in English. */
function fieldLabels(t: Translate<(typeof staffMessages)['en']>): Record<FieldKey, string> {
  return {
    alumniId: t('columnAlumniId'),
    fullName: t('columnFullName'),
    graduationYear: t('columnGraduationYear'),
    degree: t('columnDegree'),
    major: t('columnMajor'),
    email: t('columnEmail'),
    currentCompany: t('columnCurrentCompany'),
    jobTitle: t('columnJobTitle'),
    location: t('columnLocation'),
    linkedInProfile: t('columnLinkedInProfile'),
    phone: t('columnPhone'),
    achievements: t('columnAchievements'),
    contactConsent: t('columnContactConsent'),
  };
}

function toForm(a: Alumni): FormValues {
  const values = { contactConsent: a.contactConsent === true } as FormValues;
  for (const { key } of ALUMNI_COLUMNS) {
    if (key === 'contactConsent') continue;
    const v = a[key];
    values[key] = v === undefined || v === null ? '' : String(v);
  }
  return values;
}

/**
 * The full record for PUT. An empty optional field is left out, which the server's full
 * replacement stores as "none" (an empty string would fail its email and URL checks).
 */
export function toUpdateBody(values: FormValues): UpdateAlumniRequest {
  const body: Record<string, string | number | boolean> = { contactConsent: values.contactConsent };
  for (const { key } of ALUMNI_COLUMNS) {
    if (key === 'contactConsent') continue;
    const v = values[key].trim();
    if (key === 'graduationYear') body[key] = Number(v);
    else if (v) body[key] = v;
  }
  return body as unknown as UpdateAlumniRequest;
}

export function EditAlumniModal({ alumnus, onClose }: { alumnus: Alumni; onClose: () => void }) {
  const t = useMessages(staffMessages);
  const errorText = useErrorText();
  const labels = fieldLabels(t);
  const { register, handleSubmit } = useForm<FormValues>({ defaultValues: toForm(alumnus) });
  const [error, setError] = useState<string | null>(null);
  const [update, { isLoading }] = useUpdateAlumniMutation();
  const toast = useToast();
  const ids = useId();

  const onSubmit = handleSubmit(async (values) => {
    setError(null);
    try {
      await update({ id: alumnus._id, body: toUpdateBody(values) }).unwrap();
      toast.success(t('updated'));
      onClose();
    } catch (err) {
      // SPEC.md only logged this failure; the admin needs to see it.
      setError(errorText(err, t('updateFailed')));
    }
  });

  return (
    <Modal title={t('editTitle', { name: alumnus.fullName })} onClose={onClose} width={640}>
      <Form onSubmit={(e) => void onSubmit(e)}>
        <Fields>
          {ALUMNI_COLUMNS.map(({ key, required }) =>
            key === 'contactConsent' ? (
              <Cell key={key} $wide>
                <Consent>
                  <input id={`${ids}-${key}`} type="checkbox" {...register(key)} />
                  <span>
                    <strong>{labels[key]}</strong>
                    <small>{t('consentHint')}</small>
                  </span>
                </Consent>
              </Cell>
            ) : (
              <Cell key={key} $wide={key === 'achievements'}>
                <Field label={labels[key]} required={required}>
                  {key === 'achievements' ? (
                    <TextArea id={`${ids}-${key}`} rows={3} {...register(key)} />
                  ) : (
                    <Input
                      id={`${ids}-${key}`}
                      type={INPUT_TYPE[key] ?? 'text'}
                      required={required}
                      {...(key === 'graduationYear' ? { min: 1950, max: 2100, step: 1 } : {})}
                      {...register(key)}
                    />
                  )}
                </Field>
              </Cell>
            ),
          )}
        </Fields>
        {error && <ErrorText role="alert">{error}</ErrorText>}
        <Buttons>
          <Button $variant="secondary" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button type="submit" disabled={isLoading}>
            {isLoading ? t('saving') : t('saveChanges')}
          </Button>
        </Buttons>
      </Form>
    </Modal>
  );
}

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: 12px;
`;

const Fields = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 12px;
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: 1fr;
  }
`;

const Cell = styled.div<{ $wide?: boolean }>`
  grid-column: ${({ $wide }) => ($wide ? '1 / -1' : 'auto')};
`;

/** The consent checkbox with its label and what it means, a thumb-sized target. */
const Consent = styled.label`
  display: flex;
  align-items: flex-start;
  gap: 10px;
  min-height: 44px;
  cursor: pointer;
  input {
    width: 22px;
    height: 22px;
    margin-top: 2px;
    flex: none;
  }
  span {
    display: grid;
    gap: 2px;
  }
  small {
    color: ${({ theme }) => theme.color.muted};
  }
`;

const ErrorText = styled.p`
  margin: 0;
  padding: 8px 12px;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.dangerLight};
  color: ${({ theme }) => theme.color.danger};
  font-weight: 600;
`;

const Buttons = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: 8px;
`;
