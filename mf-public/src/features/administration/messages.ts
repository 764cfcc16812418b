import { defineMessages } from '@gsvmc/shared-kit';

export const administrationMessages = defineMessages(
  { administration: 'Administration' },
  { administration: 'প্রশাসন' },
);
