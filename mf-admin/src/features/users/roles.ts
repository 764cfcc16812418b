import type { UserKey } from './messages';

/** Each role's name in the users catalog (ROLE_LABELS' English, with its Bengali). */
export const ROLE_KEYS = { admin: 'roleAdmin', editor: 'roleEditor', user: 'roleUser' } as const satisfies Record<
  string,
  UserKey
>;
