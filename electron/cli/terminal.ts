// What the CLI prints never drives the terminal: control characters in card names, file names, queries and
// deck lists are written as visible \uXXXX escapes (JSON output stays valid JSON that parses to the same text).
import type { CliIo } from './session.ts';

/**
 * C0 controls but tab and line feed, DEL, C1 controls (U+0080–U+009F, U+009B is a one-byte CSI), and the bidi
 * embeddings, overrides and isolates that reorder what a line shows. A carriage return is kept before a line
 * feed (CRLF text) and at the end of what is written (a progress line rewritten in place), escaped elsewhere.
 */
// eslint-disable-next-line no-control-regex -- these are the control characters the terminal must not receive
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]|\r(?!\n|$)/g;

const escaped = (ch: string) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`;

export function escapeControls(text: string): string {
  return text.replace(CONTROL, escaped);
}

/** The same output, escaped on the way out. */
export function terminalSafeIo(io: CliIo): CliIo {
  return { stdout: (text) => io.stdout(escapeControls(text)), stderr: (text) => io.stderr(escapeControls(text)) };
}
