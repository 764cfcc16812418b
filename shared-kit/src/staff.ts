// '@gsvmc/shared-kit/staff': what only the staff's screens use (the admin portal, the alumni list's
// staff tools): form fields, a row's actions, file uploads with progress and file downloads. Not
// shared, like '/refusals': each app that imports it bundles it, and it holds no state (an upload's
// progress, the base URL and the session come from the kit by its shared name), so a visitor's first
// page never downloads it.
export * from './ui/FormField';
export * from './ui/RowActions';
export * from './api/upload';
export * from './api/download';
