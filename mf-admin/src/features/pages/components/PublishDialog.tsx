// Publish asks first: what changes for visitors (each block named as the editor heads it) and who
// saved the draft, so nobody publishes a colleague's unfinished draft without seeing that it is theirs.
import styled from 'styled-components';
import { Modal } from '@gsvmc/shared-kit/dialog';
import { Button, kitMessages, useMessages } from '@gsvmc/shared-kit';
import { pagesMessages } from '../messages';
import { fieldMessages } from '../fields.messages';
import { editorFlowMessages } from '../editorFlow.messages';
import { BLOCK_EDITORS } from '../blockEditors';
import type { Change } from '../publishSummary';

export interface Saver {
  /** A name, or the words for "you". */
  who: string;
  byYou: boolean;
  date: string;
  time: string;
}

export function PublishDialog({
  changes,
  neverPublished,
  saver,
  scheduled,
  onConfirm,
  onCancel,
}: {
  changes: Change[];
  neverPublished: boolean;
  saver: Saver | null;
  scheduled: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const t = useMessages(editorFlowMessages);
  const tp = useMessages(pagesMessages);
  const tf = useMessages(fieldMessages);
  const tk = useMessages(kitMessages);
  const block = (type: keyof typeof BLOCK_EDITORS, n: number) =>
    tp('blockLabel', { type: tf(BLOCK_EDITORS[type].label), n });
  const line = (c: Change) => {
    if (c.kind === 'moved') return t('moved');
    if (c.kind === 'field') return t('changed', { what: tf(c.label) });
    return t(c.kind, { what: block(c.type, c.n) });
  };
  return (
    <Modal
      title={scheduled ? t('scheduleTitle') : t('publishTitle')}
      onClose={onCancel}
      width={520}
      closeLabel={tk('close')}
    >
      <p>{neverPublished ? t('neverPublished') : changes.length ? t('againstLive') : t('noChanges')}</p>
      {changes.length > 0 && (
        <Changes aria-label={t('againstLive')}>
          {changes.map((c, i) => (
            <li key={i}>{line(c)}</li>
          ))}
        </Changes>
      )}
      {saver && <p>{t('savedBy', saver)}</p>}
      {saver && !saver.byYou && <Warning role="note">{t('byOtherWarning', { who: saver.who })}</Warning>}
      <Buttons>
        <Button type="button" $variant="secondary" onClick={onCancel}>
          {t('cancel')}
        </Button>
        <Button type="button" onClick={onConfirm}>
          {scheduled ? tp('schedule') : tp('publish')}
        </Button>
      </Buttons>
    </Modal>
  );
}

const Changes = styled.ul`
  max-height: 40vh;
  overflow-y: auto;
  margin: 0 0 12px;
  padding-left: 1.25em;
  li + li {
    margin-top: 4px;
  }
`;

const Warning = styled.p`
  padding: 8px 12px;
  border-left: 4px solid ${({ theme }) => theme.color.warning};
  background: ${({ theme }) => theme.color.warningLight};
  font-weight: 600;
`;

export const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: 8px;
  margin-top: 16px;
`;
