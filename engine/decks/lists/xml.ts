// XML deck files (.dek, .cod) through fast-xml-parser, with each element's line for problem reports.
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import type { DeckListProblem } from './types.ts';
import { problem } from './problems.ts';
import { lineAtOffset, splitLines } from './decode.ts';

export type XmlNode = Record<string, unknown>;

const META = XMLParser.getMetaDataSymbol() as unknown as string;

export interface ParsedXml {
  root: XmlNode;
  /** The 1-based line where an element parsed from this document begins. */
  lineOf: (node: XmlNode) => number;
}

/**
 * Parses XML whose listed elements are always arrays; a malformed file becomes one problem at its line, the
 * parser's own words its `detail`.
 */
export function parseXml(text: string, arrayTags: readonly string[]): ParsedXml | DeckListProblem {
  const valid = XMLValidator.validate(text);
  if (valid !== true) {
    const cut = truncation(text);
    if (cut) return cut;
    const { line, msg } = valid.err;
    return problem(
      line,
      splitLines(text)[line - 1]?.trim() ?? '',
      'malformed-file',
      `the XML does not parse here: ${msg}`,
      { kind: 'xml', detail: msg },
    );
  }
  const parser = new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: '',
    parseAttributeValue: false,
    parseTagValue: false,
    captureMetaData: true,
    isArray: (name) => arrayTags.includes(name),
  });
  let root: XmlNode;
  try {
    root = parser.parse(text) as XmlNode;
  } catch (error) {
    // The parser finds some mistakes the validator lets through ("<?"xml …?>": a processing instruction not closed).
    const detail = (error as Error).message;
    return problem(0, '', 'malformed-file', `the XML does not parse: ${detail}`, { kind: 'xml', detail });
  }
  const lineAt = lineAtOffset(text);
  const lineOf = (node: XmlNode) => {
    const meta = node[META] as { startIndex?: number } | undefined;
    return meta?.startIndex === undefined ? 0 : lineAt(meta.startIndex);
  };
  return { root, lineOf };
}

/** The first element's start tag: the root a whole document closes last, unless it closes itself ("/>"). */
const ROOT_RE = /<([A-Za-z_][\w.:-]*)[^>]*?(\/?)>/;

/**
 * A document cut short (a download or copy that stopped) ends before its root element closes; the validator then
 * names whatever it stopped in ("Invalid '["cockatrice_deck","zone"]' found" at line 1, "boolean attribute 'nam'"),
 * so this says so at the last line instead.
 */
function truncation(text: string): DeckListProblem | undefined {
  const [, root, selfClosed] = ROOT_RE.exec(text.replace(/<[?!][^>]*>/g, '')) ?? [];
  const end = text.trimEnd();
  if (!root || selfClosed || end.endsWith(`</${root}>`)) return undefined;
  const lines = splitLines(end);
  const detail = `the file ends before <${root}> is closed: it is cut short`;
  return problem(
    lines.length,
    lines[lines.length - 1].trim(),
    'malformed-file',
    `the XML does not parse here: ${detail}`,
    {
      kind: 'xml',
      detail,
    },
  );
}

/** The element's children named `tag`, always as an array of objects (empty elements parse as ''). */
export function childElements(node: unknown, tag: string): XmlNode[] {
  if (!node || typeof node !== 'object') return [];
  const value = (node as XmlNode)[tag];
  const list = Array.isArray(value) ? value : value === undefined ? [] : [value];
  return list.map((v) => (v && typeof v === 'object' ? (v as XmlNode) : {}));
}

export function attr(node: XmlNode, name: string): string | undefined {
  const v = node[name];
  return typeof v === 'string' ? v : undefined;
}

/** Text content of a child element ('' when absent or empty). */
export function childText(node: unknown, tag: string): string {
  if (!node || typeof node !== 'object') return '';
  const v = (node as XmlNode)[tag];
  if (typeof v === 'string') return v;
  if (v && typeof v === 'object' && typeof (v as XmlNode)['#text'] === 'string')
    return (v as XmlNode)['#text'] as string;
  return '';
}

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

export function xmlEscape(text: string): string {
  return text.replace(/[&<>"']/g, (c) => XML_ESCAPES[c]);
}

/** A short rendering of an element for problem reports. */
export function describeElement(tag: string, node: XmlNode): string {
  const attrs = Object.entries(node)
    .filter(([, v]) => typeof v === 'string')
    .map(([k, v]) => `${k}="${v as string}"`);
  return `<${tag} ${attrs.join(' ')}/>`;
}
