import { defineMessages } from '@gsvmc/shared-kit';

export const aboutMessages = defineMessages(
  { title: 'About GSVMC', about: 'About' },
  { title: 'জিএসভিএমসি পরিচিতি', about: 'পরিচিতি' },
);
