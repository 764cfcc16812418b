// Editable content of the Facilities page (SPEC.md §2.12, figures of §9).
export const LIBRARY = {
  hours: '8:30 am to 8:30 pm',
  days: 'working days',
  onlineDatabases: 4,
  eBooks: '8500+',
};

export const FACILITIES = [
  {
    name: 'Library',
    paragraphs: [
      `Open from ${LIBRARY.hours} on ${LIBRARY.days}, with reading rooms and a collection of textbooks and journals for every phase of the course.`,
      `Digital access to four online databases and ${LIBRARY.eBooks} e-books.`,
    ],
  },
  {
    name: 'Hostel',
    paragraphs: [
      'Residential accommodation is available for students, with study space, meals and supervision, so that students can live close to the college and its hospital.',
    ],
  },
  {
    name: 'Scholarship',
    paragraphs: [
      'Scholarships and fee support help deserving students who need financial assistance to complete their studies. Ask the student services office for the current rules.',
    ],
  },
  {
    name: 'Extracurricular Activities',
    paragraphs: [
      'Students take part in sports, cultural programmes, debating, voluntary health camps and student societies alongside their studies.',
    ],
  },
];
