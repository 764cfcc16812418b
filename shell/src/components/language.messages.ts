// The language switch's words (its visible name is each language's own: shared-kit LOCALE_NAME).
import { defineMessages } from '@gsvmc/shared-kit';

export const languageMessages = defineMessages(
  { switchTitle: 'Read this page in Bengali' },
  { switchTitle: 'এই পাতাটি ইংরেজিতে পড়ুন' },
);
