// A changed value as the reader's language writes it. A yes-or-no field reads Yes/No; a field whose kind
// shared-types knows (auditValues.ts) reads as that kind: years, counts and sizes in the language's
// digits, days and instants as the portal writes them (Dhaka time), code words such as "pending" or
// "admin" as words. Typed text, and a value that does not fit its field's kind, stay as stored.
import { auditValueKind, auditValueWord, type AuditChange, type Language } from '@gsvmc/shared-types';
import { bengaliDigits, formatDate, formatFileSize, formatNumber } from '@gsvmc/shared-kit';
import { formatCollegeDateTime } from '@gsvmc/shared-kit/collegeTime';

const WHOLE = /^-?\d+$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/;

/** The words of a yes-or-no field, from the audit catalog. */
export interface YesNo {
  yes: string;
  no: string;
}

export function auditValueText(change: AuditChange, value: string, language: Language, yesNo: YesNo): string {
  if (value === '') return value;
  if (change.yesNo) return value === 'true' ? yesNo.yes : value === 'false' ? yesNo.no : value;
  const kind = auditValueKind(change.parts);
  switch (kind?.kind) {
    case 'year':
      return /^\d{4}$/.test(value) && language === 'bn' ? bengaliDigits(value) : value;
    case 'count':
      return WHOLE.test(value) ? formatNumber(Number(value), language) : value;
    case 'bytes': {
      if (!WHOLE.test(value)) return value;
      const size = formatFileSize(Number(value));
      return language === 'bn' ? bengaliDigits(size.replace(/bytes?$/, 'বাইট')) : size;
    }
    case 'date':
      // A day alone is shown as a day: as a time it would read as midnight.
      if (DAY.test(value)) return formatDate(`${value}T00:00:00Z`, language) || value;
      return INSTANT.test(value) ? formatCollegeDateTime(value, language) : value;
    case 'words':
      return auditValueWord(kind.words, value, language) ?? value;
    default:
      return value;
  }
}
