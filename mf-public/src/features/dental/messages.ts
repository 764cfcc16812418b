import { defineMessages } from '@gsvmc/shared-kit';

export const dentalMessages = defineMessages({ dentalUnit: 'Dental Unit' }, { dentalUnit: 'ডেন্টাল ইউনিট' });
