// SPEC.md §2.12: the Administration page has placeholder text only. Replace it here when the
// college supplies the content (officers, offices, committees).
export const ADMINISTRATION_PLACEHOLDER = [
  'Information about the administration of GSVMC (the governing body, the principal’s office and the administrative offices) will be published on this page.',
  'Until then, the main office answers administrative questions; its address, phone numbers and office hours are on the Contact page.',
];
