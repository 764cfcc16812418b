// A save refused because the page was saved after this editor opened it: said in a dialog where the
// clerk is looking (focus moves into it), naming who saved and when in Dhaka time, or "you, in another
// tab" when it was this same account. Nothing typed is lost; the clerk chooses which version to keep.
import { Modal } from '@gsvmc/shared-kit/dialog';
import { Button, kitMessages, useLocale, useMessages } from '@gsvmc/shared-kit';
import { collegeDateAndTime } from '@gsvmc/shared-kit/collegeTime';
import { pagesMessages } from '../messages';
import { editorFlowMessages } from '../editorFlow.messages';
import { Buttons } from './PublishDialog';

/** What the API said about the save that came first (the 409's values). */
export interface ConflictInfo {
  updatedAt?: string;
  updatedBy?: string | null;
  byYou?: boolean;
}

export function ConflictDialog({
  info,
  onReload,
  onKeepMine,
  onClose,
}: {
  info: ConflictInfo;
  onReload: () => void;
  onKeepMine: () => void;
  onClose: () => void;
}) {
  const t = useMessages(editorFlowMessages);
  const tp = useMessages(pagesMessages);
  const tk = useMessages(kitMessages);
  return (
    <Modal title={t('conflictTitle')} onClose={onClose} width={520} closeLabel={tk('close')}>
      <p>
        <ConflictSentence info={info} />
      </p>
      <p>{t('nothingLost')}</p>
      <Buttons>
        <Button type="button" $variant="secondary" onClick={onClose}>
          {t('decideLater')}
        </Button>
        <Button type="button" $variant="secondary" onClick={onReload}>
          {tp('reloadNewer')}
        </Button>
        <Button type="button" onClick={onKeepMine}>
          {tp('keepMine')}
        </Button>
      </Buttons>
    </Modal>
  );
}

/** Who saved first and when, in the editor's language. */
export function ConflictSentence({ info }: { info: ConflictInfo }) {
  const t = useMessages(editorFlowMessages);
  const tp = useMessages(pagesMessages);
  const locale = useLocale();
  if (!info.updatedAt) return <>{tp('someoneElse')}</>;
  const when = collegeDateAndTime(info.updatedAt, locale);
  if (info.byYou) return <>{t('conflictByYou', when)}</>;
  return info.updatedBy ? <>{t('conflictByOther', { who: info.updatedBy, ...when })}</> : <>{tp('someoneElse')}</>;
}
