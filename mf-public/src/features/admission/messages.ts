import { defineMessages } from '@gsvmc/shared-kit';

export const admissionMessages = defineMessages({ admission: 'Admission' }, { admission: 'ভর্তি' });
