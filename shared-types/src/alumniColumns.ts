// The alumni spreadsheet's columns, in a module of their own: only the importer, its template and the
// staff's edit form use them, and a remote keeps every export of a module that any of its pages uses in
// each page that imports the module (the faculty directory carried them beside the departments).

/** The alumni spreadsheet columns, in order; the template and the importer both use this list. */
export const ALUMNI_COLUMNS = [
  { key: 'alumniId', header: 'Alumni ID', required: false },
  { key: 'fullName', header: 'Full Name', required: true },
  { key: 'graduationYear', header: 'Graduation Year', required: true },
  { key: 'degree', header: 'Degree', required: true },
  { key: 'major', header: 'Major', required: true },
  { key: 'email', header: 'Email', required: false },
  { key: 'currentCompany', header: 'Current Company', required: false },
  { key: 'jobTitle', header: 'Job Title', required: false },
  { key: 'location', header: 'Location', required: false },
  { key: 'linkedInProfile', header: 'LinkedIn Profile', required: false },
  { key: 'phone', header: 'Phone', required: false },
  { key: 'achievements', header: 'Achievements', required: false },
  // yes or no (হ্যাঁ or না): may the public see this person's phone and e-mail? Empty is no.
  { key: 'contactConsent', header: 'Contact Consent', required: false },
] as const;

export const ALUMNI_TEMPLATE_FILENAME = 'alumni_template.xlsx';
