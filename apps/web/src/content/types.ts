export type ContentLocale = 'fa' | 'en';

export interface ContentSection {
  /** Kebab-case ASCII, identical in every locale so sections can be linked and compared. */
  id: string;
  heading: string;
  paragraphs: string[];
  list?: string[];
}

export interface ContentDocument {
  title: string;
  /** At most 160 characters; used as the page's meta description. */
  description: string;
  /** ISO date, e.g. '2026-11-21'. */
  updatedAt: string;
  sections: ContentSection[];
}
