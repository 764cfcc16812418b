// Admission rules of SPEC.md §2.12 and thresholds of §9. Edit here when the rules change.
export const FOREIGN_THRESHOLDS = {
  /** Total GPA of the SSC and HSC equivalents together. */
  totalGpa: 7,
  /** Minimum GPA in each of the two. */
  minimumEach: 3,
  /** Minimum grade point in Biology (O/A level route). */
  minimumBiology: 3.5,
};

export const LOCAL_RULES = [
  'Admission of local students follows the admission policy of the national medical council for private medical colleges.',
  'Fees are as per government rule.',
];

export const FOREIGN_RULES = [
  'A number of seats are reserved for foreign students.',
  `Applicants with the equivalents of SSC and HSC need a total GPA of ${FOREIGN_THRESHOLDS.totalGpa}, with at least ${FOREIGN_THRESHOLDS.minimumEach} in each.`,
  `Applicants with O and A levels are assessed on their best 5 O-level subjects and 3 A-level subjects (Biology, Chemistry and Physics), with at least ${FOREIGN_THRESHOLDS.minimumBiology} in Biology.`,
  'The US 12th grade is accepted.',
];

export const FOREIGN_DOCUMENTS = [
  'An equivalence certificate from the health services directorate',
  'An attested copy of the passport',
];
