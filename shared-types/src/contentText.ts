// The texts of the editable pages: every text in English and, optionally, Bengali; formatted text as a
// JSON tree of paragraphs and lists of runs, never HTML.

/**
 * Every text a visitor reads holds English and, optionally, Bengali: a Bengali site can follow
 * without another migration. Where `bn` is missing the English is shown.
 */
export interface Localized<T> {
  en: T;
  bn?: T;
}

export type LocalText = Localized<string>;

/**
 * One run of text inside a paragraph or a list item. `href` makes it a link: http(s), mailto, tel,
 * or a path of this site ("/notice"); nothing else is accepted (a `javascript:` link cannot be stored).
 */
export interface TextRun {
  text: string;
  bold?: boolean;
  italic?: boolean;
  href?: string;
}

/** Light formatting as a JSON tree: paragraphs of runs and (numbered or bulleted) lists of runs. */
export type RichNode = { type: 'p'; children: TextRun[] } | { type: 'ul' | 'ol'; items: TextRun[][] };

export type RichText = Localized<RichNode[]>;
