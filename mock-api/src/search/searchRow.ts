// A search hit's row as both engines return it (sqlite.ts, postgres.ts) and the hits are made from
// (index.ts, pageHits.ts): the document and its record's columns.
import type { NoticeCategory, SearchKind } from '@gsvmc/shared-types';

/** A hit as both implementations read it: the document and its record's columns. */
export interface SearchRow {
  kind: SearchKind;
  ref: string;
  title: string;
  body: string;
  n_title: string | null;
  n_title_bn: string | null;
  n_pdf: string | null;
  n_category: NoticeCategory | null;
  n_date: string | null;
  f_name: string | null;
  f_designation: string | null;
  f_department: string | null;
  a_name: string | null;
  a_degree: string | null;
  a_year: number | null;
  a_major: string | null;
  p_slug: string | null;
  p_path: string | null;
  p_anchor: string | null;
  p_title: string | null;
  p_title_bn: string | null;
  p_heading: string | null;
  p_heading_bn: string | null;
  p_text: string | null;
  p_text_bn: string | null;
}
