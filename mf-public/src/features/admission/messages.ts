// In both languages in the code: the page's name is compared with its published English title (ui/blocks/pageTitle.ts).
import { defineMessagesInBoth } from '@gsvmc/shared-kit';

export const admissionMessages = defineMessagesInBoth({ admission: 'Admission' }, { admission: 'ভর্তি' });
