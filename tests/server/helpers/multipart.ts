// Deprecated: multipartFile lives in tests/server/helper.ts; kept for test files not moved over yet.
export { multipartFile } from '../helper';
