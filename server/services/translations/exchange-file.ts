// The exchange file of the file-exchange translation provider: XLIFF 2.0 (and the same content as JSON), with a
// small hand-written writer and reader — only what this file needs: one <file> whose `original` names the
// entity and shop, one <unit> per recorded value with its label and block type as notes and one <segment> of
// <source> and <target>. Text is escaped on the way out and decoded on the way in (the five entities and
// numeric references, CDATA); anything else the reader does not know (inline markup in a target, another
// structure) is refused with a message rather than guessed at.

export interface ExchangeUnit {
  id: string;
  source: string;
  /** The translation; '' when there is none yet. */
  target: string;
  label: string;
  blockType: string | null;
}

export interface ExchangeFile {
  /** `{resourceType}/{resourceId}/{appId}`: which entity and shop the file belongs to. */
  original: string;
  srcLang: string;
  trgLang: string;
  units: ExchangeUnit[];
}

export class ExchangeFileError extends Error {
  override name = 'ExchangeFileError';
}

const XLIFF_NS = 'urn:oasis:names:tc:xliff:document:2.0';

// XML 1.0 cannot carry these characters at all, not even as references.
// eslint-disable-next-line no-control-regex
const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/;

function checkXmlText(text: string) {
  if (NOT_XML.test(text)) throw new ExchangeFileError('The text holds a control character XML cannot carry.');
}

export function escapeText(text: string): string {
  checkXmlText(text);
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/\r/g, '&#13;');
}

export function escapeAttribute(text: string): string {
  return escapeText(text).replace(/"/g, '&quot;').replace(/\n/g, '&#10;').replace(/\t/g, '&#9;');
}

/** XLIFF 2.0 ids are NMTOKENs: letters, digits, `.`, `-`, `_`, `:`; everything else is written as `_xHHHH_`. */
export function unitToken(id: string): string {
  return id.replace(
    /[^A-Za-z0-9.\-:]|_/g,
    (char) => `_x${char.codePointAt(0)!.toString(16).padStart(4, '0')}_`,
  );
}

export function writeXliff(file: ExchangeFile): string {
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<xliff xmlns="${XLIFF_NS}" version="2.0" srcLang="${escapeAttribute(file.srcLang)}" trgLang="${escapeAttribute(file.trgLang)}">`,
    `  <file id="f1" original="${escapeAttribute(file.original)}" xml:space="preserve">`,
  ];
  for (const unit of file.units) {
    lines.push(`    <unit id="${escapeAttribute(unitToken(unit.id))}" name="${escapeAttribute(unit.id)}">`);
    lines.push('      <notes>');
    lines.push(`        <note category="label">${escapeText(unit.label)}</note>`);
    if (unit.blockType !== null)
      lines.push(`        <note category="blockType">${escapeText(unit.blockType)}</note>`);
    lines.push('      </notes>');
    lines.push('      <segment>');
    lines.push(`        <source>${escapeText(unit.source)}</source>`);
    lines.push(`        <target>${escapeText(unit.target)}</target>`);
    lines.push('      </segment>');
    lines.push('    </unit>');
  }
  lines.push('  </file>', '</xliff>', '');
  return lines.join('\n');
}

// ---- reading ------------------------------------------------------------------------------------------------

interface XmlElement {
  name: string;
  attributes: Record<string, string>;
  children: XmlNode[];
}
type XmlNode = XmlElement | string;

const ENTITIES: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

function decode(text: string): string {
  return text.replace(/&(#x[0-9a-fA-F]+|#[0-9]+|[a-z]+);|&/g, (match, ref: string | undefined) => {
    if (ref === undefined) throw new ExchangeFileError('A "&" that starts no reference.');
    if (ref.startsWith('#')) {
      const code = ref[1] === 'x' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
      if (!Number.isFinite(code) || code > 0x10ffff)
        throw new ExchangeFileError(`The reference ${match} is not valid.`);
      return String.fromCodePoint(code);
    }
    const entity = ENTITIES[ref];
    if (entity === undefined) throw new ExchangeFileError(`The entity ${match} is not known.`);
    return entity;
  });
}

const NAME = /^[A-Za-z_:][\w.:-]*/;

/** A strict reader of one XML document (no DTD): elements, attributes, text, CDATA; comments and PIs skipped. */
export function parseXml(text: string): XmlElement {
  let at = 0;
  const fail = (message: string): never => {
    const line = text.slice(0, at).split('\n').length;
    throw new ExchangeFileError(`${message} (line ${line})`);
  };
  const skipMisc = () => {
    for (;;) {
      while (at < text.length && /\s/.test(text[at]!)) at += 1;
      if (text.startsWith('<?', at)) {
        const end = text.indexOf('?>', at);
        if (end < 0) fail('A processing instruction is not closed.');
        at = end + 2;
      } else if (text.startsWith('<!--', at)) {
        const end = text.indexOf('-->', at);
        if (end < 0) fail('A comment is not closed.');
        at = end + 3;
      } else return;
    }
  };
  const readElement = (): XmlElement => {
    if (text[at] !== '<') fail('An element was expected.');
    at += 1;
    const name = NAME.exec(text.slice(at, at + 200))?.[0];
    if (!name) return fail('An element name was expected.');
    at += name.length;
    const attributes: Record<string, string> = {};
    for (;;) {
      while (/\s/.test(text[at] ?? '')) at += 1;
      if (at >= text.length) fail(`The element <${name}> is not closed.`);
      if (text.startsWith('/>', at)) {
        at += 2;
        return { name, attributes, children: [] };
      }
      if (text[at] === '>') {
        at += 1;
        break;
      }
      const attribute = NAME.exec(text.slice(at, at + 200))?.[0];
      if (!attribute) return fail(`The element <${name}> has a malformed attribute.`);
      at += attribute.length;
      while (/\s/.test(text[at] ?? '')) at += 1;
      if (text[at] !== '=') fail(`The attribute ${attribute} has no value.`);
      at += 1;
      while (/\s/.test(text[at] ?? '')) at += 1;
      const quote = text[at];
      if (quote !== '"' && quote !== "'") return fail(`The attribute ${attribute} is not quoted.`);
      const end = text.indexOf(quote, at + 1);
      if (end < 0) fail(`The attribute ${attribute} is not closed.`);
      const raw = text.slice(at + 1, end);
      if (raw.includes('<')) fail(`The attribute ${attribute} holds a "<".`);
      if (attribute in attributes) fail(`The attribute ${attribute} appears twice.`);
      attributes[attribute] = decode(raw).replace(/[\t\n\r]/g, ' ');
      at = end + 1;
    }
    const children: XmlNode[] = [];
    let pending = '';
    const flush = () => {
      if (pending) children.push(pending);
      pending = '';
    };
    for (;;) {
      if (at >= text.length) fail(`The element <${name}> is not closed.`);
      if (text.startsWith('</', at)) {
        const close = `</${name}`;
        if (!text.startsWith(close, at)) fail(`</${name}> was expected.`);
        at += close.length;
        while (/\s/.test(text[at] ?? '')) at += 1;
        if (text[at] !== '>') fail(`</${name}> is malformed.`);
        at += 1;
        flush();
        return { name, attributes, children };
      }
      if (text.startsWith('<![CDATA[', at)) {
        const end = text.indexOf(']]>', at);
        if (end < 0) fail('A CDATA section is not closed.');
        pending += text.slice(at + 9, end);
        at = end + 3;
      } else if (text.startsWith('<!--', at)) {
        const end = text.indexOf('-->', at);
        if (end < 0) fail('A comment is not closed.');
        at = end + 3;
      } else if (text.startsWith('<?', at)) {
        const end = text.indexOf('?>', at);
        if (end < 0) fail('A processing instruction is not closed.');
        at = end + 2;
      } else if (text.startsWith('<!', at)) {
        fail('Declarations (DOCTYPE, entities) are not accepted.');
      } else if (text[at] === '<') {
        flush();
        children.push(readElement());
      } else {
        const next = text.indexOf('<', at);
        const end = next < 0 ? text.length : next;
        pending += decode(text.slice(at, end).replace(/\r\n?/g, '\n'));
        at = end;
      }
    }
  };
  if (text.charCodeAt(0) === 0xfeff) at = 1;
  skipMisc();
  const root = readElement();
  skipMisc();
  if (at < text.length) fail('Content after the root element.');
  return root;
}

const local = (name: string) => name.slice(name.indexOf(':') + 1);
const elements = (node: XmlElement, name?: string) =>
  node.children.filter(
    (child): child is XmlElement => typeof child !== 'string' && (!name || local(child.name) === name),
  );

/** The text of an element that may hold only text. */
function textOf(node: XmlElement, what: string): string {
  if (elements(node).length)
    throw new ExchangeFileError(`${what} holds markup; only plain text is accepted.`);
  return node.children.join('');
}

export function readXliff(text: string): ExchangeFile {
  const root = parseXml(text);
  if (local(root.name) !== 'xliff' || root.attributes.xmlns !== XLIFF_NS || root.attributes.version !== '2.0')
    throw new ExchangeFileError('This is not an XLIFF 2.0 file.');
  const files = elements(root, 'file');
  if (files.length !== 1) throw new ExchangeFileError('The file must hold exactly one <file>.');
  const file = files[0]!;
  const units = elements(file, 'unit').map((unit): ExchangeUnit => {
    const id = unit.attributes.name ?? unit.attributes.id;
    if (!id) throw new ExchangeFileError('A <unit> has no id.');
    const notes = elements(unit, 'notes').flatMap((node) => elements(node, 'note'));
    const note = (category: string) => {
      const found = notes.find((candidate) => candidate.attributes.category === category);
      return found ? textOf(found, 'A <note>') : null;
    };
    const segments = elements(unit, 'segment');
    if (segments.length !== 1) throw new ExchangeFileError(`The unit ${id} must hold exactly one <segment>.`);
    const [source] = elements(segments[0]!, 'source');
    if (!source) throw new ExchangeFileError(`The unit ${id} has no <source>.`);
    const [target] = elements(segments[0]!, 'target');
    return {
      id,
      source: textOf(source, `The source of ${id}`),
      target: target ? textOf(target, `The target of ${id}`) : '',
      label: note('label') ?? '',
      blockType: note('blockType'),
    };
  });
  return {
    original: file.attributes.original ?? '',
    srcLang: root.attributes.srcLang ?? '',
    trgLang: root.attributes.trgLang ?? '',
    units,
  };
}

// ---- JSON ---------------------------------------------------------------------------------------------------

export const writeJson = (file: ExchangeFile): string =>
  `${JSON.stringify({ format: 'content-translation', version: 1, ...file }, null, 2)}\n`;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);
const str = (value: unknown, what: string): string => {
  if (typeof value !== 'string') throw new ExchangeFileError(`${what} must be text.`);
  return value;
};

export function readJson(text: string): ExchangeFile {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    throw new ExchangeFileError('The file is not valid JSON.');
  }
  if (!isRecord(data) || data.format !== 'content-translation' || !Array.isArray(data.units))
    throw new ExchangeFileError('This is not a translation exchange file.');
  return {
    original: str(data.original, 'original'),
    srcLang: str(data.srcLang ?? '', 'srcLang'),
    trgLang: str(data.trgLang ?? '', 'trgLang'),
    units: data.units.map((unit, i): ExchangeUnit => {
      if (!isRecord(unit)) throw new ExchangeFileError(`Unit ${i + 1} is not an object.`);
      return {
        id: str(unit.id, `The id of unit ${i + 1}`),
        source: str(unit.source, `The source of unit ${i + 1}`),
        target: str(unit.target ?? '', `The target of unit ${i + 1}`),
        label: str(unit.label ?? '', `The label of unit ${i + 1}`),
        blockType:
          unit.blockType === null || unit.blockType === undefined ? null : str(unit.blockType, 'blockType'),
      };
    }),
  };
}

/** XLIFF when the text starts with markup, else the JSON form. */
export function readExchangeFile(text: string): ExchangeFile {
  return text
    .replace(/^\uFEFF/, '')
    .trimStart()
    .startsWith('<')
    ? readXliff(text)
    : readJson(text);
}
