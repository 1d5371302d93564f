// Plain demo content: brands, idols, tag groups, category and custom-page trees, block types and the
// name parts the content seed combines. Realistic, deterministic, no randomness here.
import type { FormNode } from '@generated/model';

export const demoTagGroups: { key: string; name: string; isEditable: boolean; tags: string[] }[] = [
  { key: 'brands', name: 'Brands', isEditable: false, tags: [] }, // filled from demoBrands
  { key: 'influencer', name: 'Influencer', isEditable: false, tags: [] }, // filled from demoIdols
  {
    key: 'season',
    name: 'Season',
    isEditable: true,
    tags: ['Spring/Summer 2025', 'Fall/Winter 2025', 'Resort 2026', 'Spring/Summer 2026'],
  },
  {
    key: 'style',
    name: 'Style',
    isEditable: true,
    tags: ['Minimalist', 'Streetwear', 'Boho', 'Classic', 'Athleisure', 'Preppy', 'Y2K', 'Scandi'],
  },
  {
    key: 'occasion',
    name: 'Occasion',
    isEditable: true,
    tags: ['Wedding guest', 'Office', 'Vacation', 'Party', 'Festival', 'Date night'],
  },
  {
    key: 'material',
    name: 'Material',
    isEditable: true,
    tags: ['Linen', 'Denim', 'Cashmere', 'Leather', 'Organic cotton', 'Recycled'],
  },
];

export const demoBrands = [
  'Ganni',
  'Acne Studios',
  'A.P.C.',
  'Arket',
  'COS',
  'Filippa K',
  'Nanushka',
  'Jacquemus',
  'Isabel Marant',
  'Sandro',
  'Maje',
  'Tiger of Sweden',
  'Samsøe Samsøe',
  'Rotate',
  'Stine Goya',
  'Baum und Pferdgarten',
  'Nike',
  'Adidas',
  'New Balance',
  'Veja',
  'Birkenstock',
  "Levi's",
  'Carhartt WIP',
  'Stüssy',
  'Patagonia',
  'The North Face',
  "Marc O'Polo",
  'Hugo Boss',
  'Tommy Hilfiger',
  'Calvin Klein',
  'Lacoste',
  'Ralph Lauren',
  'Max Mara',
  'Weekday',
  'Massimo Dutti',
  'Hunter',
  'Dr. Martens',
  'Converse',
  'Vans',
  'Armedangels',
];

/** Sub-brands with their parent brand (brand profiles carry a parent). */
export const demoSubBrands: { name: string; parent: string }[] = [
  { name: 'Nike ACG', parent: 'Nike' },
  { name: 'Adidas Originals', parent: 'Adidas' },
  { name: 'Polo Ralph Lauren', parent: 'Ralph Lauren' },
  { name: 'Hugo', parent: 'Hugo Boss' },
  { name: "Levi's Made & Crafted", parent: "Levi's" },
];

export const demoIdols = [
  'Leonie Hanne',
  'Caro Daur',
  'Pernille Teisbaek',
  'Camille Charrière',
  'Darja Barannik',
  'Xenia Adonts',
  'Emili Sindlev',
  'Linda Tol',
  'Jeanne Damas',
  'Tamara Kalinic',
  'Julia Haghjoo',
  'Maja Malnar',
  'Sofia Coelho',
  'Anna Wolf',
  'Mikkel Gregers',
];

export type TreeNode = { name: string; children?: TreeNode[] };

export const demoCategoryTree: TreeNode[] = [
  {
    name: 'Women',
    children: [
      {
        name: 'Clothing',
        children: ['Dresses', 'Tops & T-Shirts', 'Jeans', 'Knitwear', 'Jackets & Coats', 'Skirts'].map(
          (name) => ({ name }),
        ),
      },
      {
        name: 'Shoes',
        children: ['Sneakers', 'Boots', 'Sandals', 'Heels', 'Loafers'].map((name) => ({ name })),
      },
      {
        name: 'Accessories',
        children: ['Bags', 'Jewellery', 'Sunglasses', 'Scarves'].map((name) => ({ name })),
      },
      { name: 'Sports', children: ['Running', 'Yoga', 'Outdoor'].map((name) => ({ name })) },
    ],
  },
  {
    name: 'Men',
    children: [
      {
        name: 'Clothing',
        children: ['Shirts', 'T-Shirts & Polos', 'Jeans', 'Knitwear', 'Jackets & Coats', 'Suits'].map(
          (name) => ({ name }),
        ),
      },
      { name: 'Shoes', children: ['Sneakers', 'Boots', 'Business Shoes'].map((name) => ({ name })) },
      { name: 'Accessories', children: ['Bags', 'Watches', 'Belts'].map((name) => ({ name })) },
    ],
  },
  {
    name: 'Kids',
    children: [
      { name: 'Girls', children: ['Dresses', 'Outerwear'].map((name) => ({ name })) },
      { name: 'Boys', children: ['T-Shirts', 'Trousers'].map((name) => ({ name })) },
      { name: 'Baby', children: ['Bodysuits', 'Sets'].map((name) => ({ name })) },
    ],
  },
];

export const demoCustomPageTree: TreeNode[] = [
  {
    name: 'Service',
    children: [
      { name: 'Shipping', children: [{ name: 'Express delivery' }, { name: 'Click & Collect' }] },
      { name: 'Returns', children: [{ name: 'Return label' }, { name: 'Refund times' }] },
      { name: 'Payment', children: [{ name: 'Pay by invoice' }, { name: 'Gift cards' }] },
    ],
  },
  {
    name: 'About us',
    children: [
      { name: 'Careers', children: [{ name: 'Working in tech' }, { name: 'Working in stores' }] },
      { name: 'Press', children: [{ name: 'Press releases' }] },
      { name: 'Sustainability', children: [{ name: 'Our materials' }, { name: 'Circular fashion' }] },
    ],
  },
  {
    name: 'Campaigns',
    children: [
      { name: 'Black Week', children: [{ name: 'Black Week Women' }, { name: 'Black Week Men' }] },
      { name: 'Mid Season Sale', children: [{ name: 'MSS Shoes' }] },
    ],
  },
];

export const demoCorePages = [
  'Sale',
  'New In',
  'Brands A-Z',
  'Bestsellers',
  'Gift Guide',
  'Sustainability Hub',
  'Outlet',
  'Premium',
];

const text = (name: string, label: string, extra: Partial<FormNode> = {}): FormNode => ({
  name,
  label,
  type: 'field',
  component: 'TextField',
  ...extra,
});
const select = (name: string, label: string, values: string[], defaultValue?: string): FormNode => ({
  name,
  label,
  type: 'field',
  component: 'Select',
  ...(defaultValue ? { defaultValue } : {}),
  attributes: { options: values.map((value) => ({ label: value, value })) },
});
const headlineGroup = (name = 'headline', label = 'Headline'): FormNode => ({
  name,
  label,
  type: 'group',
  items: [text('text', 'Text', { translatable: true }), select('size', 'Size', ['s', 'm', 'l'], 'm')],
});
const images = (name = 'images'): FormNode => ({
  name,
  label: 'Images',
  type: 'field',
  component: 'ImageSet',
  attributes: { keys: ['desktop_default', 'mobile_default'], focus: true },
});
const cta: FormNode = {
  name: 'cta',
  label: 'Call to action',
  type: 'group',
  items: [
    text('text', 'Text', { translatable: true }),
    text('link', 'Link'),
    select('align', 'Alignment', ['left', 'center', 'right'], 'left'),
  ],
};

/** Block types: name, label, icon and field schema. */
export const demoBlockTypes: { name: string; label: string; icon: string; schema: FormNode[] }[] = [
  {
    name: 'headline',
    label: 'Headline',
    icon: 'title',
    schema: [
      text('text', 'Text', { translatable: true, required: true }),
      select('textAlign', 'Alignment', ['left', 'center', 'right', 'justify'], 'left'),
    ],
  },
  {
    name: 'text',
    label: 'Text',
    icon: 'notes',
    schema: [
      { name: 'text', label: 'Text', type: 'field', component: 'RichText', translatable: true },
      select('textAlign', 'Alignment', ['left', 'center', 'right', 'justify'], 'left'),
    ],
  },
  {
    name: 'image',
    label: 'Image',
    icon: 'image',
    schema: [images(), text('alt', 'Alt text', { translatable: true })],
  },
  {
    name: 'image-and-text',
    label: 'Image and text',
    icon: 'vertical_split',
    schema: [
      images(),
      { name: 'text', label: 'Text', type: 'field', component: 'RichText', translatable: true },
      select('layout', 'Layout', ['text-image', 'image-text'], 'image-text'),
    ],
  },
  {
    name: 'story-stage',
    label: 'Story stage',
    icon: 'panorama',
    schema: [
      headlineGroup(),
      headlineGroup('subline', 'Subline'),
      images(),
      select('textPosition', 'Text position', ['left', 'center', 'right'], 'left'),
    ],
  },
  {
    name: 'product-slider',
    label: 'Product slider',
    icon: 'view_carousel',
    schema: [
      headlineGroup(),
      { name: 'productIds', label: 'Products', type: 'field', component: 'ProductIds' },
      cta,
    ],
  },
  {
    name: 'product-grid',
    label: 'Product grid',
    icon: 'grid_view',
    schema: [
      headlineGroup(),
      { name: 'productIds', label: 'Products', type: 'field', component: 'ProductIds' },
    ],
  },
  {
    name: 'video',
    label: 'Video',
    icon: 'movie',
    schema: [
      {
        name: 'videos',
        label: 'Videos',
        type: 'field',
        component: 'VideoSet',
        attributes: { keys: ['desktop', 'mobile'] },
      },
    ],
  },
  { name: 'cta-button', label: 'CTA button', icon: 'smart_button', schema: [cta] },
  {
    name: 'quote',
    label: 'Quote',
    icon: 'format_quote',
    schema: [text('quote', 'Quote', { translatable: true, required: true }), text('author', 'Author')],
  },
  { name: 'divider', label: 'Divider', icon: 'horizontal_rule', schema: [] },
  { name: 'spacer', label: 'Spacer', icon: 'height', schema: [select('size', 'Size', ['s', 'm', 'l'], 'm')] },
  {
    name: 'accordion',
    label: 'Accordion',
    icon: 'expand',
    schema: [
      {
        name: 'items',
        label: 'Items',
        type: 'array',
        items: [
          text('title', 'Title', { translatable: true }),
          { name: 'text', label: 'Text', type: 'field', component: 'RichText', translatable: true },
        ],
      },
    ],
  },
  {
    name: 'countdown',
    label: 'Countdown',
    icon: 'timer',
    schema: [
      headlineGroup(),
      { name: 'endsAt', label: 'Ends at', type: 'field', component: 'DateTimePicker', required: true },
    ],
  },
  {
    name: 'brand-grid',
    label: 'Brand grid',
    icon: 'apps',
    schema: [
      headlineGroup(),
      {
        name: 'brandTags',
        label: 'Brands',
        type: 'field',
        component: 'DynamicTags',
        attributes: { tagGroups: ['brands'] },
      },
    ],
  },
  {
    name: 'category-grid',
    label: 'Category grid',
    icon: 'category',
    schema: [
      headlineGroup(),
      {
        name: 'categories',
        label: 'Categories',
        type: 'field',
        component: 'CategorySelect',
        attributes: { multiple: true },
      },
    ],
  },
  {
    name: 'newsletter',
    label: 'Newsletter sign-up',
    icon: 'mail',
    schema: [headlineGroup(), text('buttonText', 'Button text', { translatable: true })],
  },
  {
    name: 'look-grid',
    label: 'Shop the look',
    icon: 'checkroom',
    schema: [images(), { name: 'productIds', label: 'Products', type: 'field', component: 'ProductIds' }],
  },
  {
    name: 'teaser-slider',
    label: 'Teaser slider',
    icon: 'slideshow',
    schema: [{ name: 'teasers', label: 'Teasers', type: 'array', items: [images(), headlineGroup(), cta] }],
  },
  {
    name: 'splittable',
    label: 'Splittable',
    icon: 'view_column',
    schema: [select('layout', 'Layout', ['full', 'split'], 'full'), images()],
  },
  {
    name: 'story-teaser',
    label: 'Story teaser',
    icon: 'auto_stories',
    schema: [{ name: 'storyIds', label: 'Stories', type: 'field', component: 'StoryIds' }],
  },
  {
    name: 'story-slider',
    label: 'Story slider',
    icon: 'view_day',
    schema: [headlineGroup(), { name: 'storyIds', label: 'Stories', type: 'field', component: 'StoryIds' }],
  },
  {
    name: 'idol-card',
    label: 'Idol card',
    icon: 'person',
    schema: [
      {
        name: 'idolTags',
        label: 'Idol',
        type: 'field',
        component: 'DynamicTags',
        attributes: { tagGroups: ['influencer'] },
      },
      text('quote', 'Quote', { translatable: true }),
    ],
  },
  {
    name: 'brand-header',
    label: 'Brand header',
    icon: 'branding_watermark',
    schema: [images('logo'), images()],
  },
  {
    name: 'size-guide',
    label: 'Size guide',
    icon: 'straighten',
    schema: [{ name: 'table', label: 'Table', type: 'field', component: 'RichText' }],
  },
  {
    name: 'faq',
    label: 'FAQ',
    icon: 'help',
    schema: [
      {
        name: 'questions',
        label: 'Questions',
        type: 'array',
        items: [
          text('question', 'Question', { translatable: true }),
          { name: 'answer', label: 'Answer', type: 'field', component: 'RichText', translatable: true },
        ],
      },
    ],
  },
  {
    name: 'usp-bar',
    label: 'USP bar',
    icon: 'verified',
    schema: [
      { name: 'items', label: 'Items', type: 'array', items: [text('text', 'Text', { translatable: true })] },
    ],
  },
  {
    name: 'voucher',
    label: 'Voucher',
    icon: 'local_offer',
    schema: [text('code', 'Code', { required: true }), text('text', 'Text', { translatable: true })],
  },
  {
    name: 'instagram-feed',
    label: 'Instagram feed',
    icon: 'photo_library',
    schema: [text('handle', 'Handle')],
  },
  {
    name: 'category-stage',
    label: 'Category stage',
    icon: 'view_quilt',
    schema: [
      headlineGroup(),
      images(),
      {
        name: 'categories',
        label: 'Quick links',
        type: 'field',
        component: 'CategorySelect',
        attributes: { multiple: true },
      },
    ],
  },
  {
    name: 'anchor',
    label: 'Anchor',
    icon: 'anchor',
    schema: [
      text('anchorId', 'Anchor ID', { required: true }),
      text('label', 'Label', { translatable: true }),
    ],
  },
  {
    name: 'html',
    label: 'HTML',
    icon: 'code',
    schema: [
      { name: 'html', label: 'HTML', type: 'field', component: 'TextArea', attributes: { markup: 'html' } },
    ],
  },
];

/** Name parts for stories, bundles, teasers … (combined deterministically). */
export const themes = [
  'Summer Linen Edit',
  'Sneaker Heroes',
  'The Denim Report',
  'Cashmere Season',
  'Wedding Guest Guide',
  'Office Reset',
  'Festival Ready',
  'Resort Escape',
  'Knitwear Forever',
  'Leather Weather',
  'Scandi Minimalism',
  'Party Sparkle',
  'Rainy Day Essentials',
  'The Trench Coat',
  'White Sneakers',
  'Capsule Wardrobe',
  'Back to School',
  'Holiday Gifting',
  'Outdoor Adventures',
  'Yoga Flow',
  'Running Season',
  'Little Black Dress',
  'Quiet Luxury',
  'Y2K Revival',
  'Sustainable Picks',
  'Vintage Vibes',
  'Bold Colours',
  'Pastel Dreams',
  'Tailoring Now',
  'Weekend Uniform',
  'Beach Days',
  'City Break',
  'After Work Drinks',
  'Cosy Nights In',
  'Ski Chalet',
  'Spring Awakening',
  'Autumn Layers',
  'Winter Whites',
  'Monochrome Moods',
  'Statement Bags',
];

export const dropNames = [
  'Limited Sneaker Drop',
  'Capsule Collab',
  'Archive Release',
  'Midnight Drop',
  'Designer Collab',
  'Anniversary Drop',
  'Icons Re-issued',
  'Studio Capsule',
  'Collector Edition',
  'Pre-Launch Access',
  'Runway to Store',
  'Exclusive Colourway',
  'Members Drop',
  'Festival Capsule',
  'Holiday Drop',
];

export const scbRulesetNames = [
  'Boost new arrivals',
  'Push sustainable brands',
  'Sale first in outlet',
  'Sneakers: bestsellers up',
  'Demote sold-out sizes',
  'Premium brands on top',
  'Summer categories boost',
  'Winter outerwear boost',
  'Kids: price ascending',
  'Bags: margin boost',
  'Search: brand exact match',
  'Search: synonyms jeans/denim',
];

export const imageSubjects = [
  'linen-dress',
  'white-sneaker',
  'denim-jacket',
  'cashmere-knit',
  'trench-coat',
  'leather-bag',
  'summer-hat',
  'silk-scarf',
  'running-shoe',
  'yoga-mat-look',
  'wedding-guest',
  'office-look',
  'festival-look',
  'beach-look',
  'ski-look',
  'kids-raincoat',
  'mens-suit',
  'sunglasses',
  'gold-necklace',
  'ankle-boot',
  'loafer',
  'sandals',
  'puffer-jacket',
  'knit-beanie',
  'tote-bag',
  'sport-bra',
  'cargo-pants',
  'maxi-skirt',
  'blazer',
  'hoodie',
  'polo-shirt',
  'chelsea-boot',
  'crossbody-bag',
  'swimsuit',
  'parka',
  'cardigan',
  'pleated-skirt',
  'bomber-jacket',
  'chino',
  'mule',
];

export const videoSubjects = [
  'campaign-summer',
  'runway-highlights',
  'sneaker-unboxing',
  'styling-tips',
  'behind-the-scenes',
  'store-opening',
  'idol-interview',
  'how-to-layer',
  'drop-teaser',
  'sustainability-film',
];
