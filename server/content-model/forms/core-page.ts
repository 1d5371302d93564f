// A core page (home, cart, checkout, account …): blocks plus one long "SEO and settings" step — per-locale
// meta, Open Graph, Twitter, robots, structured data, tracking and page flags (well over 150 fields; the
// form-speed benchmark types into it). Everything below `seodata` lives in the app config's seodata.
import type { FormNode } from '@generated/model';
import {
  contentSection,
  f,
  formSchema,
  generalSection,
  group,
  IMAGE_LIMITS,
  MAIN_BLOCKS,
  STOREFRONT_BLOCKS,
  previewImagesSection,
  ROBOTS,
  section,
  shopSettingsSection,
  slot,
  unit,
} from './parts';

/** Locales a shop's page may announce alternates for (hreflang), each with its own meta texts. */
export const CORE_PAGE_LOCALES = [
  'de-DE',
  'de-AT',
  'de-CH',
  'fr-CH',
  'fr-FR',
  'fr-BE',
  'nl-NL',
  'nl-BE',
  'en-GB',
  'it-IT',
  'es-ES',
  'pl-PL',
  'sv-SE',
  'da-DK',
] as const;

const localeKey = (locale: string) => locale.replace('-', '_');

const localeMeta = (locale: string): FormNode =>
  group(localeKey(locale), locale, [
    f.text('title', `Meta title (${locale})`, { translatable: true, maxLength: 60 }),
    f.textArea('description', `Meta description (${locale})`, 160, { translatable: true }),
    f.text('url', `Alternate URL (${locale})`, { maxLength: 2048 }),
    f.text('keywords', `Keywords (${locale})`, { translatable: true, maxLength: 255 }),
    f.checkbox('hreflang', `Announce hreflang (${locale})`, true),
    f.checkbox('noindex', `No index (${locale})`),
    f.text('breadcrumb', `Breadcrumb label (${locale})`, { translatable: true, maxLength: 60 }),
    f.text('h1', `Page heading (${locale})`, { translatable: true, maxLength: 80 }),
  ]);

const openGraph = group('og', 'Open Graph', [
  f.text('title', 'OG title', { translatable: true, maxLength: 95 }),
  f.textArea('description', 'OG description', 200, { translatable: true }),
  f.select('type', 'OG type', ['website', 'article', 'product'], 'website'),
  f.text('siteName', 'Site name', { maxLength: 60 }),
  f.text('locale', 'OG locale', { maxLength: 10 }),
  f.images('image', 'OG image', ['desktop_default'], { ...IMAGE_LIMITS, minWidth: 1200, minHeight: 630 }),
  f.text('imageAlt', 'OG image alt text', { translatable: true, maxLength: 120 }),
  f.text('url', 'Canonical OG URL', { maxLength: 2048 }),
]);

const twitter = group('twitter', 'Twitter / X', [
  f.select('card', 'Card', ['summary', 'summary_large_image'], 'summary_large_image'),
  f.text('site', 'Site handle', { maxLength: 40 }),
  f.text('creator', 'Creator handle', { maxLength: 40 }),
  f.text('title', 'Title', { translatable: true, maxLength: 70 }),
  f.textArea('description', 'Description', 200, { translatable: true }),
]);

const robots = group('robotsDirectives', 'Robots directives', [
  f.checkbox('noarchive', 'noarchive'),
  f.checkbox('nosnippet', 'nosnippet'),
  f.checkbox('noimageindex', 'noimageindex'),
  f.checkbox('notranslate', 'notranslate'),
  f.text('maxSnippet', 'max-snippet', { maxLength: 6 }),
  f.select('maxImagePreview', 'max-image-preview', ['none', 'standard', 'large'], 'large'),
  f.text('maxVideoPreview', 'max-video-preview', { maxLength: 6 }),
  f.dateTime('unavailableAfter', 'unavailable_after'),
]);

const structuredData = group('structuredData', 'Structured data', [
  f.switch('organization', 'Organization', true),
  f.switch('website', 'WebSite with search action', true),
  f.switch('breadcrumbList', 'BreadcrumbList', true),
  f.switch('faqPage', 'FAQPage'),
  f.switch('itemList', 'ItemList'),
  f.text('organizationName', 'Organization name', { maxLength: 120 }),
  f.text('logoUrl', 'Logo URL', { maxLength: 2048 }),
  f.text('searchUrlTemplate', 'Search URL template', { maxLength: 2048 }),
  f.textArea('customJsonLd', 'Additional JSON-LD', 10_000),
]);

const tracking = group('tracking', 'Tracking', [
  f.switch('pageView', 'Page view', true),
  f.switch('scrollDepth', 'Scroll depth'),
  f.switch('impressions', 'Block impressions', true),
  f.switch('clicks', 'Block clicks', true),
  f.switch('heatmap', 'Heatmap'),
  f.switch('abTest', 'A/B test running'),
  f.text('abTestId', 'A/B test ID', { maxLength: 40 }),
  f.text('pageCategory', 'Page category', { maxLength: 60 }),
  f.text('pageSubcategory', 'Page subcategory', { maxLength: 60 }),
  f.text('campaign', 'Campaign', { maxLength: 60 }),
]);

const pageFlags = group('settings', 'Page settings', [
  f.checkbox('hideHeader', 'Hide header'),
  f.checkbox('hideFooter', 'Hide footer'),
  f.checkbox('hideNewsletter', 'Hide newsletter sign-up'),
  f.checkbox('hideBreadcrumb', 'Hide breadcrumb'),
  f.checkbox('stickyNavigation', 'Sticky navigation', true),
  f.checkbox('showUspBar', 'Show USP bar', true),
  f.checkbox('showCountrySwitch', 'Show country switch', true),
  f.checkbox('disableConsentBanner', 'Disable consent banner'),
  f.color('backgroundColor', 'Background colour', '#FFFFFF'),
  f.color('textColor', 'Text colour', '#1A1A1A'),
  f.select('theme', 'Theme', ['light', 'dark'], 'light'),
  f.text('bodyClass', 'Body CSS class', { maxLength: 60 }),
  f.text('cacheTtl', 'Cache lifetime (seconds)', { maxLength: 6 }),
]);

export const seoAndSettingsItems = (): FormNode[] => [
  group('seodata', 'SEO', [
    unit('meta', 'Meta', [
      f.text('title', 'SEO title', { required: true, translatable: true, maxLength: 60 }),
      f.textArea('description', 'SEO description', 160, { required: true, translatable: true }),
      f.select('robots', 'Robots', ROBOTS, 'index,follow'),
      f.text('canonical', 'Canonical URL', { maxLength: 2048 }),
    ]),
    group('locales', 'Per locale', CORE_PAGE_LOCALES.map(localeMeta)),
    openGraph,
    twitter,
    robots,
    structuredData,
    tracking,
    pageFlags,
  ]),
];

export const corePage = () =>
  formSchema(
    'core-page',
    [
      generalSection([]),
      contentSection([
        slot('stage', 'Stage', ['story-stage', 'teaser-slider', 'splittable'], 1),
        slot('main', 'Main', [
          ...MAIN_BLOCKS,
          'category-grid',
          'brand-grid',
          'usp-bar',
          'newsletter',
          'anchor',
          ...STOREFRONT_BLOCKS,
        ]),
      ]),
      shopSettingsSection(),
      section('seo-settings', 'SEO and settings', true, seoAndSettingsItems()),
      previewImagesSection(),
    ],
    true,
  );
