import { LIMITS } from '../../shared/validation/limits';

/** What a scan or a paste gives: one serial a line (or separated by commas or tabs), trimmed, blanks dropped. */
export interface SerialLines {
  serials: string[];
  /** Serials over the limit, refused in place and never sent. */
  tooLong: string[];
  /** Serials already counted (or twice in the paste), shown in place and sent once. */
  repeated: string[];
}

export function readSerialLines(text: string, counted: readonly string[]): SerialLines {
  const seen = new Set(counted.map((s) => s.toUpperCase()));
  const lines: SerialLines = { serials: [], tooLong: [], repeated: [] };
  for (const serial of text.split(/[\r\n,\t]+/).map((s) => s.trim()).filter(Boolean)) {
    if (serial.length > LIMITS.audits.serialMax) lines.tooLong.push(serial);
    else if (seen.has(serial.toUpperCase())) lines.repeated.push(serial);
    else {
      seen.add(serial.toUpperCase());
      lines.serials.push(serial);
    }
  }
  return lines;
}
