// A tiny DOM builder for the storefront renderers: text always as text nodes (never parsed as HTML); only
// `html()` sets markup, and only markup the server sanitised when the session was written.

type Child = Node | string | number | null | undefined | false;
type Attributes = Record<string, string | number | boolean | null | undefined>;

export function h(tag: string, attributes: Attributes = {}, ...children: (Child | Child[])[]): HTMLElement {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) {
    if (value === null || value === undefined || value === false) continue;
    element.setAttribute(name, value === true ? '' : String(value));
  }
  append(element, children);
  return element;
}

function append(element: HTMLElement, children: (Child | Child[])[]): void {
  for (const child of children.flat()) {
    if (child === null || child === undefined || child === false) continue;
    element.append(typeof child === 'object' ? child : String(child));
  }
}

/** Markup from a sanitised rich-text or HTML field. */
export function html(tag: string, className: string, markup: string): HTMLElement {
  const element = document.createElement(tag);
  element.className = className;
  element.innerHTML = markup;
  return element;
}

/** A value as text ('' for anything that is not a string or number). */
export const str = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';

export const record = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

export const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
