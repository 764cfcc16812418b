import { defineMessages } from '@gsvmc/shared-kit';

export const academicsMessages = defineMessages({ academics: 'Academics' }, { academics: 'একাডেমিক' });
