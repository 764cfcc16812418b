// The journal's publications (SPEC.md §2.12): records the office manages in the admin portal, read
// by the journal page (the newest few) and its full list (paged, filterable by category).

/** A publication as the API answers it. */
export interface JournalPublication {
  _id: string;
  title: string;
  /** In the order they are credited. */
  authors: string[];
  /** The publication date, YYYY-MM-DD. */
  date: string;
  category: string;
  tags: string[];
  /** Where the article is read online (http or https), when it is not a PDF stored here. */
  link?: string;
  /** A PDF stored by the upload pipeline ("/uploads/journal/…"). */
  pdfUrl?: string;
  createdAt: string;
  updatedAt: string;
}

/** GET /api/publications?limit=&offset=&category= */
export interface JournalPublicationPage {
  data: JournalPublication[];
  /** How many publications match the filter, over every page. */
  total: number;
  offset: number;
  limit: number;
  /** Every category in use, A to Z, so a filter can offer them whatever the page shows. */
  categories: string[];
}

/** The fields of POST /api/publications and PUT /api/publications/{id} (JSON, or multipart text fields). */
export interface JournalPublicationInput {
  title: string;
  authors: string[];
  date: string;
  category: string;
  tags?: string[];
  /** An empty string clears it. */
  link?: string;
}

export const JOURNAL_LIMITS = {
  titleChars: 300,
  authors: 30,
  authorChars: 120,
  categoryChars: 80,
  tags: 12,
  tagChars: 40,
  linkChars: 2000,
  /** Largest page of the list. */
  pageSize: 50,
} as const;

/** How many of the newest publications the journal page shows above "View All Publications". */
export const JOURNAL_FEATURED_COUNT = 3;
/** Publications per page of the full list (/journal/publications). */
export const JOURNAL_PAGE_SIZE = 10;

/**
 * The three sample publications the journal page showed while they were written in code: placeholders
 * (SPEC.md gives no details), marked as samples in their titles and authors. Migration 008 stores them
 * as records, so a new and an existing data folder both start with them; the office replaces them.
 */
export const SAMPLE_JOURNAL_PUBLICATIONS: readonly Omit<JournalPublicationInput, 'link'>[] = [
  {
    title: 'Sample article: community follow-up of mothers and newborns after discharge',
    authors: ['Author name (sample)'],
    date: '2025-03-15',
    category: 'Community Medicine',
    tags: ['maternal health', 'primary care'],
  },
  {
    title: 'Sample article: learning outcomes of a four-phase community programme',
    authors: ['Author name (sample)'],
    date: '2024-11-02',
    category: 'Medical Education',
    tags: ['community-based education', 'assessment'],
  },
  {
    title: 'Sample article: oral health screening in rural schools',
    authors: ['Author name (sample)'],
    date: '2024-06-20',
    category: 'Dentistry',
    tags: ['oral health', 'screening'],
  },
];
