// The words of a history row, for the dashboard's recent activity and the audit log alike: the verb
// of its action and the record it is about, named by its label ("the notice “Exam routine”").
import type { Translate } from '@gsvmc/shared-kit';
import { activityMessages } from './activity.messages';

type Key = keyof typeof activityMessages.en;
export type ActivityTranslate = Translate<(typeof activityMessages)['en']>;

/** The verb of a log row's action; anything else reads as "changed". */
const VERBS: Partial<Record<string, Extract<Key, `did${string}`>>> = {
  create: 'didCreate',
  register: 'didCreate',
  update: 'didUpdate',
  delete: 'didDelete',
  restore: 'didRestore',
  purge: 'didPurge',
  publish: 'didPublish',
  'save-draft': 'didSaveDraft',
  upload: 'didUpload',
  import: 'didImport',
  undo: 'didUndo',
  'reset-link': 'didResetLink',
  'password-change': 'didChangePassword',
  'password-reset': 'didSetPassword',
};

/** What kind of record a log row is about. */
const KINDS: Partial<Record<string, Extract<Key, `kind${string}`>>> = {
  notice: 'kindNotice',
  photo: 'kindPhoto',
  faculty: 'kindFaculty',
  alumni: 'kindAlumni',
  'alumni-import': 'kindAlumniImport',
  publication: 'kindPublication',
  page: 'kindPage',
  settings: 'kindSettings',
  user: 'kindUser',
  image: 'kindImage',
};

export interface ActivityRow {
  action: string;
  entity: string;
  /** The record's name where the row holds one ("Exam routine", "Dr. Rahim"). */
  label: string | null;
}

/** The verb and the record of a row, in the catalog's language. */
export function activityWords(t: ActivityTranslate, row: ActivityRow): { verb: string; what: string } {
  const kind = t(KINDS[row.entity] ?? 'kindRecord');
  return { verb: t(VERBS[row.action] ?? 'didChange'), what: row.label ? `${kind} “${row.label}”` : kind };
}
