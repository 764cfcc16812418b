// The portal's one way of writing a time is shared-kit's `formatCollegeDateTime` (Dhaka time, named once
// per screen by `CollegeZoneNote`); this name stays for the screens that still import it from here.
export { formatCollegeDateTime as formatDateTime } from '@gsvmc/shared-kit/collegeTime';
