import { Fragment } from 'react';

/**
 * The message's parts: text between `**` markers is bold (ticket ids), everything else plain. The
 * message is data, never markup: it is rendered as text only, so HTML from the server stays inert.
 */
export function boldParts(message: string): { text: string; bold: boolean }[] {
  return message.split(/\*\*(.+?)\*\*/g).map((text, i) => ({ text, bold: i % 2 === 1 })).filter((part) => part.text !== '');
}

/** The message without its bold markers, for a comment that quotes it. */
export function plainMessage(message: string): string {
  return boldParts(message).map((part) => part.text).join('');
}

export function NotificationMessage({ message }: { message: string }) {
  return (
    <>
      {boldParts(message).map((part, i) => (part.bold ? <strong key={i}>{part.text}</strong> : <Fragment key={i}>{part.text}</Fragment>))}
    </>
  );
}
