import { defineMessages } from '@gsvmc/shared-kit';

export const facilitiesMessages = defineMessages({ facilities: 'Facilities' }, { facilities: 'সুযোগ-সুবিধা' });
