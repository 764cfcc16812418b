// Table types for Kysely (see schema.ts): the editable pages, their revisions, the journal's
// publications and the page sections search shows.
import type { Generated } from 'kysely';

/** One section of a published page as the search shows and indexes it (migration 011). */
export interface PageSectionsTable {
  ref: string;
  slug: string;
  /** The page's revision number the row was read from. */
  revision: number;
  position: number;
  path: string;
  anchor: string | null;
  page_title: string;
  page_title_bn: string | null;
  heading: string | null;
  heading_bn: string | null;
  text: string;
  text_bn: string | null;
  title: string;
  body: string;
  ptitle: string;
  pbody: string;
}

/** A page or the site settings (migration 007): its draft, as JSON, and the draft's version. */
export interface ContentDocumentsTable {
  key: string;
  draft: string;
  version: number;
  updated_at: string;
  updated_by: string | null;
}

/** One published revision of a document; visitors see the newest whose published_at has come. */
export interface ContentRevisionsTable {
  id: Generated<number>;
  key: string;
  number: number;
  content: string;
  published_at: string;
  published_by: string | null;
  restored_from: number | null;
}

/** A publication of the journal (migration 008); authors and tags are JSON lists of text. */
export interface JournalPublicationsTable {
  seq: Generated<number>;
  id: string;
  title: string;
  authors: string;
  /** YYYY-MM-DD. */
  date: string;
  category: string;
  tags: string;
  link: string | null;
  pdf_path: string | null;
  created_at: string;
  updated_at: string;
}
