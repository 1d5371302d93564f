// Renders a session's blocks into the page: stage blocks first, then the main slot, each by its index; one
// element per block carrying data-content-block-id (the SDK's hover, click and border layers). A block whose
// data did not change keeps its element (the page keeps its scroll position across updates); a block type
// without a renderer, or a renderer that throws, shows the spec's alert for that block alone.
import type { ContentElement } from '@generated/model';
import { t } from '@/i18n';
import { h } from './dom';
import { renderers, type RenderContext } from './renderers';

export type RenderMode = 'visual' | 'data';

interface Kept {
  key: string;
  node: HTMLElement;
}

const SLOT_ORDER: Record<string, number> = { stage: 0, main: 1 };

export function orderedBlocks(elements: readonly ContentElement[]): ContentElement[] {
  return [...elements].sort((a, b) => {
    const slotA = SLOT_ORDER[a.position?.slot ?? 'main'] ?? 2;
    const slotB = SLOT_ORDER[b.position?.slot ?? 'main'] ?? 2;
    return slotA - slotB || (a.index ?? 0) - (b.index ?? 0);
  });
}

/** The error alert of spec 2 §2.8 / §8. */
export function notFoundAlert(type: string): HTMLElement {
  return h('div', { class: 'sf-alert', role: 'alert' }, t('preview.blockNotFound', { type }));
}

/** The data preview fallback: the block as formatted JSON. */
export function dataPreview(element: ContentElement): HTMLElement {
  return h('pre', { class: 'sf-json' }, JSON.stringify(element, null, 2));
}

export function renderBlock(element: ContentElement, mode: RenderMode, context: RenderContext): HTMLElement {
  const wrapper = h('div', {
    class: 'sf-block-wrap',
    'data-content-block-id': element.id,
    'data-block-type': element.type,
  });
  if (mode === 'data') {
    wrapper.append(dataPreview(element));
    return wrapper;
  }
  const renderer = Object.prototype.hasOwnProperty.call(renderers, element.type)
    ? renderers[element.type]
    : undefined;
  try {
    if (!renderer) throw new Error('no renderer');
    wrapper.append(renderer(element.attributes ?? {}, context));
  } catch {
    wrapper.replaceChildren(notFoundAlert(element.type));
  }
  return wrapper;
}

/** Keeps the elements of unchanged blocks between renders. */
export function createBlockRenderer(container: HTMLElement) {
  let kept = new Map<number, Kept>();
  let contextKey = '';

  return function render(elements: readonly ContentElement[], mode: RenderMode, context: RenderContext) {
    const nextContextKey = `${mode}|${context.device}|${context.media.damPublic}`;
    if (nextContextKey !== contextKey) kept = new Map();
    contextKey = nextContextKey;
    const next = new Map<number, Kept>();
    const nodes = orderedBlocks(elements).map((element) => {
      const products = JSON.stringify(
        (Array.isArray(element.attributes?.productIds) ? element.attributes.productIds : []).map((id) =>
          context.products.get(Number(id)),
        ),
      );
      const key = JSON.stringify(element) + products;
      const previous = kept.get(element.id);
      const node = previous && previous.key === key ? previous.node : renderBlock(element, mode, context);
      next.set(element.id, { key, node });
      return node;
    });
    // Move only what moved: untouched blocks stay in the document, so the scroll position stays.
    nodes.forEach((node, i) => {
      if (container.children[i] !== node) container.insertBefore(node, container.children[i] ?? null);
    });
    while (container.children.length > nodes.length) container.lastElementChild?.remove();
    kept = next;
  };
}
