// Substring search with (I)LIKE: % and _ are wildcards there, but a search for "a_b" means those
// characters literally.
export const likePattern = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
