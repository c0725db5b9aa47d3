/** Node labels: a smaller font past 60 characters (spec 000 section 9), on screen and in the PDF. */
export const GANTT_LONG_LABEL = 60;
export const GANTT_FONT_PX = 12;
export const GANTT_SMALL_FONT_PX = 9;

export function ganttFontSize(label: string): number {
  return label.length > GANTT_LONG_LABEL ? GANTT_SMALL_FONT_PX : GANTT_FONT_PX;
}
