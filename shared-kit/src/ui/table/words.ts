// The table's own words (search, sorting, paging) in the language the table was given.
import { translate, type Translate } from '../../i18n/defineMessages';
import type { Locale } from '../../i18n/locale';
import { dataTableMessages } from '../DataTable.messages';

export type TableWords = Translate<typeof dataTableMessages.en>;

export const tableWords =
  (locale: Locale): TableWords =>
  (key, ...values) =>
    translate(dataTableMessages, locale, key, ...values);
