// Editable content of the Academics page (SPEC.md §2.12). SPEC.md says the Academic Council is
// chaired by the principal "with members listed" but gives no list: the members below are SAMPLE
// roles (no names), shown with a "Sample entry" mark until the college supplies the real list.
export const QUALITY_BODIES = [
  {
    name: 'Academic Council',
    text: 'The highest academic body of the college. It sets academic policy, approves curricula, examination schedules and assessment rules, and reviews the quality of teaching.',
  },
  {
    name: 'Academic Coordination Committee',
    text: 'Puts the council’s decisions into practice: it coordinates the timetable, teaching across departments and the community programme, and reports to the council.',
  },
  {
    name: 'Phase Coordination Groups',
    text: 'One group for each phase of the MBBS course. Each group plans and monitors teaching and assessment in its phase and collects feedback from students and teachers.',
  },
];

export const COUNCIL_CHAIR = 'Principal (Chair)';
export const COUNCIL_MEMBERS_ARE_SAMPLE = true;
export const COUNCIL_MEMBERS = [
  'Vice-Principal',
  'Heads of the pre-clinical departments',
  'Heads of the para-clinical departments',
  'Heads of the clinical departments',
  'Coordinator of the community-based medical education programme',
  'Phase coordinators',
  'Head of the dental unit',
  'Member secretary',
];
