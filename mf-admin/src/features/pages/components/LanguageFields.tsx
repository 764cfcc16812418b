// A text field in English and, when "Bengali" is switched on, in Bengali beside it (labelled English /
// বাংলা; side by side where two columns fit, stacked on a phone): a plain line or formatted text.
// Bengali is optional: English shows where it is missing.
import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { LocalText, RichNode, RichText } from '@gsvmc/shared-types';
import { useMessages } from '@gsvmc/shared-kit';
import { Field, Input } from '../../../components/form';
import { useEditorContext } from '../editorContext';
import { pagesMessages } from '../messages';
import { RichInput, TwoLanguages } from './TextInputs';

interface Props<V> {
  label: string;
  /** The check's sentence for this field, when it refused it. */
  error: string | undefined;
  /** The translation state ("Bengali missing"), beside the name. */
  mark: ReactNode;
  value: V;
  set: (next: V | undefined) => void;
}

export function LocalField({
  label,
  error,
  mark,
  optional,
  value: text,
  set,
}: Props<LocalText> & { optional?: boolean }) {
  const { bengali } = useEditorContext();
  const t = useMessages(pagesMessages);
  const setLang = (lang: 'en' | 'bn', v: string) => {
    const next = { ...text, [lang]: v };
    if (lang === 'bn' && v === '') delete next.bn;
    set(optional && next.en === '' && !next.bn ? undefined : next);
  };
  if (!bengali)
    return (
      <Single>
        <Field label={label} error={error} required={!optional}>
          <Input value={text.en} onChange={(e) => setLang('en', e.target.value)} />
        </Field>
        {mark}
      </Single>
    );
  return (
    <TwoLanguages label={label} error={error} mark={mark} required={!optional}>
      <Field label={t('english')}>
        <Input
          lang="en"
          aria-label={`${label} (${t('english')})`}
          value={text.en}
          onChange={(e) => setLang('en', e.target.value)}
        />
      </Field>
      <Field label={t('bengali')}>
        <Input
          lang="bn"
          aria-label={`${label} (${t('bengali')})`}
          value={text.bn ?? ''}
          onChange={(e) => setLang('bn', e.target.value)}
        />
      </Field>
    </TwoLanguages>
  );
}

export function RichField({ label, error, mark, value: rich, set }: Props<RichText>) {
  const { bengali } = useEditorContext();
  const t = useMessages(pagesMessages);
  if (!bengali)
    return (
      <Single>
        <Field label={label} error={error} hint={t('richHint')}>
          <RichInput aria-label={label} value={rich.en} onChange={(en) => set({ ...rich, en })} />
        </Field>
        {mark}
      </Single>
    );
  return (
    <TwoLanguages label={label} error={error} hint={t('richHint')} mark={mark} required>
      <Field label={t('english')}>
        <RichInput
          lang="en"
          aria-label={`${label} (${t('english')})`}
          value={rich.en}
          onChange={(en) => set({ ...rich, en })}
        />
      </Field>
      <Field label={t('bengali')}>
        <RichInput
          lang="bn"
          aria-label={`${label} (${t('bengali')})`}
          value={rich.bn ?? []}
          onChange={(bn: RichNode[]) => set(bn.length ? { ...rich, bn } : { en: rich.en })}
        />
      </Field>
    </TwoLanguages>
  );
}

const Single = styled.div`
  display: grid;
  gap: 4px;
`;
