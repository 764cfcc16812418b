// '@gsvmc/shared-kit/collegeTime': times as staff read and enter them, on the campus clock, and the
// note that names the zone. Only the admin portal shows and edits such times, so this entry is bundled
// there (it holds no state, so it needs no sharing) and a visitor's page never downloads it.
export * from './i18n/collegeTime';
export * from './ui/CollegeZoneNote';
