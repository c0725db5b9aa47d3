/** Shell dimensions and breakpoints of spec 000 section 9. */
export const SHELL = {
  menuOpenWidth: 275,
  menuClosedWidth: 56,
  /** The side menu starts open on screens at least this wide. */
  menuOpenFrom: 950,
} as const;
