// Transitional: the demo products are services/demo-products.ts. Only stream-count.ts (being rewritten on
// another branch) still imports this name; point it at demo-products.ts and delete this file after merging.
export { categoryWithDescendants, inCategories, type ProductFeed as Catalogue } from './demo-products';
