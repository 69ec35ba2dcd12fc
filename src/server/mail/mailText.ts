/**
 * What the visitor typed in a one-line field, on one line: every run of white space or control
 * characters becomes a space. That takes in everything a mail reader may break a line at (CR, LF,
 * vertical tab, form feed, NEL, Unicode's line and paragraph separators), so a name such as
 * `Evil\nE-mail: someone@else` cannot add a line of its own and pass for one of ours.
 */
export const oneLine = (text: string) => text.replace(/[\s\p{Cc}]+/gu, ' ').trim();

/** Where a mail reader may start a new line. */
const LINE_BREAK = /\r\n|[\n\r\v\f\u0085\u2028\u2029]/u;

/**
 * The visitor's message, each of its lines behind `> ` as in a quoted mail: whatever they wrote,
 * no line of it starts where our own lines (`E-mail:`, `Phone:`) do.
 */
export const quoted = (text: string) =>
  text.split(LINE_BREAK).map((line) => `> ${line.replace(/\p{Cc}/gu, ' ')}`.trimEnd());
