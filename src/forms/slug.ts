const TRANSLITERATION: Record<string, string> = {
  ä: 'ae',
  ö: 'oe',
  ü: 'ue',
  ß: 'ss',
  æ: 'ae',
  ø: 'o',
  å: 'a',
};

/**
 * A URL slug: lower case, umlauts spelled out, accents dropped, every run of other characters one '-'.
 * While typing (`final` false) a trailing '-' stays so the next word can follow it.
 */
export function toSlug(text: string, final = true): string {
  const slug = text
    .toLowerCase()
    .replace(/[äöüßæøå]/g, (char) => TRANSLITERATION[char] ?? char)
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+/, '');
  return final ? slug.replace(/-+$/, '') : slug;
}
