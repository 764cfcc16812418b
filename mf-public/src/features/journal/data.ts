// Editable content of the Journal page (SPEC.md §2.12). SAMPLE ENTRIES: SPEC.md describes three
// sample publications without their details; the entries below are placeholders (no real authors)
// and carry a visible "Sample entry" mark. Add real publications here, newest or oldest in any
// order; the page sorts them by date.
export interface JournalPublication {
  title: string;
  author: string;
  /** ISO date (YYYY-MM-DD). */
  date: string;
  category: string;
  tags: string[];
  isSample: boolean;
}

export const PUBLICATIONS: JournalPublication[] = [
  {
    title: 'Sample article: community follow-up of mothers and newborns after discharge',
    author: 'Author name (sample)',
    date: '2025-03-15',
    category: 'Community Medicine',
    tags: ['maternal health', 'primary care'],
    isSample: true,
  },
  {
    title: 'Sample article: learning outcomes of a four-phase community programme',
    author: 'Author name (sample)',
    date: '2024-11-02',
    category: 'Medical Education',
    tags: ['community-based education', 'assessment'],
    isSample: true,
  },
  {
    title: 'Sample article: oral health screening in rural schools',
    author: 'Author name (sample)',
    date: '2024-06-20',
    category: 'Dentistry',
    tags: ['oral health', 'screening'],
    isSample: true,
  },
];

/** How many of the newest publications the page shows before "View All Publications". */
export const FEATURED_COUNT = 3;
