/**
 * The ticket PDF's page and page-break rules (spec 000 section 9, "Ticket PDF"): A4, margins 20/40,
 * evidence images two per row, forced breaks past the component and comment thresholds, components
 * kept together up to 10.
 */

/** A4 in points (jsPDF's default unit). */
export const TICKET_PDF_PAGE = {
  format: 'a4',
  width: 595.28,
  height: 841.89,
  /**
   * "Margins 20/40" read as CSS shorthand (vertical / horizontal), in points: 20 at the top and
   * bottom, 40 at the left and right. The page number line sits inside the bottom margin's content
   * area, never in the margin.
   */
  marginY: 20,
  marginX: 40,
} as const;

/** Text sizes (pt) and the line height factor. */
export const TICKET_PDF_TYPE = {
  title: 16,
  subtitle: 10,
  section: 10.5,
  label: 8,
  body: 9,
  small: 7.5,
  lineHeight: 1.25,
} as const;

/** Evidence images: two per row, each scaled to fit its cell (aspect kept). */
export const EVIDENCE_LAYOUT = { perRow: 2, gap: 12, maxHeight: 200 } as const;

/** The client logo is scaled to fit this box (pt), aspect kept. */
export const LOGO_BOX = { width: 140, height: 56 } as const;

export const PAGE_BREAK_RULES = {
  /** More than 5 components together with more than 10 comment lines ... */
  componentsWithComments: 5,
  commentLinesWithComponents: 10,
  /** ... or more than 15 components, or more than 20 comment lines ... */
  components: 15,
  commentLines: 20,
  /** A component table of up to 10 rows never splits across pages. */
  keepTogetherComponents: 10,
} as const;

/**
 * Whether the comments start on a new page. The spec names the thresholds, not what they break:
 * the comments (and what follows them) go to a fresh page when the components and comments together
 * would crowd the first page. Comment lines are the wrapped lines of the comments and the closure
 * comments as printed.
 */
export function commentsStartNewPage(components: number, commentLines: number): boolean {
  const r = PAGE_BREAK_RULES;
  return (components > r.componentsWithComments && commentLines > r.commentLinesWithComponents) || components > r.components || commentLines > r.commentLines;
}

/** Whether the component table is kept on one page (moved whole to the next page when it does not fit). */
export function keepsComponentsTogether(components: number): boolean {
  return components <= PAGE_BREAK_RULES.keepTogetherComponents;
}
