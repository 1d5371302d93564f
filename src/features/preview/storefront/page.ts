// The storefront preview page (issue 22), served by the server at /storefront-preview (live) and
// /mocked-preview (§2.1: data or visual mode, no login). It loads the session named by `previewId`, renders
// its blocks with the storefront renderers and talks to the back office through the built preview SDK that the
// page includes from its stable address (window.ContentPreviewSdk), exactly as a real storefront would.
import type { ContentElement, PreviewContent, Product } from '@generated/model';
import type { createPreviewSdk } from '@preview-sdk/sdk';
import { t } from '@/i18n';
import { h } from './dom';
import { createBlockRenderer, type RenderMode } from './render-page';
import type { RenderContext } from './renderers';
import './page.css';

declare global {
  interface Window {
    ContentPreviewSdk?: { createPreviewSdk: typeof createPreviewSdk };
  }
}

const meta = (name: string) => document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content ?? '';

const params = new URLSearchParams(window.location.search);
const mode: RenderMode = params.get('mockedPreviewType') === 'data' ? 'data' : 'visual';
let previewId = params.get('previewId') ?? '';
const root = document.getElementById('storefront-root') ?? document.body;
const status = h('p', { class: 'sf-status', role: 'status' }, t('preview.loading'));
const blocks = h('main', { class: 'sf-page' });
root.replaceChildren(status, blocks);
const render = createBlockRenderer(blocks);

let context: RenderContext = {
  media: { damPublic: '/dam', videoBucket: '/videos' },
  products: new Map(),
  device: params.get('device') === 'mobile' ? 'mobile' : 'desktop',
};

function show(content: Record<string, unknown>) {
  const elements = (
    Array.isArray(content.contentElements) ? content.contentElements : []
  ) as ContentElement[];
  status.hidden = true;
  const started = performance.now();
  render(elements, mode, context);
  // For bench:preview: how long a render of the session's blocks took.
  performance.measure('content-preview:render', { start: started, end: performance.now() });
  document.documentElement.dataset.device = context.device;
  if (!elements.length) {
    status.hidden = false;
    status.textContent = t('preview.page.empty');
  }
}

async function load(id: string): Promise<void> {
  if (!id) {
    status.textContent = t('preview.page.waiting');
    return;
  }
  const response = await fetch(`${meta('content-preview-api')}${encodeURIComponent(id)}`, {
    cache: 'no-store',
    credentials: 'omit',
  });
  if (!response.ok) {
    blocks.replaceChildren();
    status.hidden = false;
    status.textContent = t(response.status === 404 ? 'preview.page.expired' : 'preview.page.failed');
    return;
  }
  const { data } = (await response.json()) as { data: PreviewContent };
  context = {
    media: data.media ?? context.media,
    products: new Map((data.products ?? []).map((product: Product) => [product.id, product])),
    device: data.device === 'mobile' ? 'mobile' : 'desktop',
  };
  show(data.content);
}

void load(previewId).catch(() => {
  status.textContent = t('preview.page.failed');
});

const allowedOrigins = meta('content-preview-origins').split(/\s+/).filter(Boolean);
window.ContentPreviewSdk?.createPreviewSdk({
  allowedOrigins: allowedOrigins.length ? allowedOrigins : [window.location.origin],
  async onUpdate(update) {
    if (update.content) {
      // The mocked preview without a session: the back office sends the content itself.
      show(update.content);
      return;
    }
    if (update.previewId) previewId = update.previewId;
    await load(previewId);
  },
});
