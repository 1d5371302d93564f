/** Initials of the first two parts of a name, upper-cased: 'Eda Editor' → 'EE', 'madonna' → 'M'. */
export function initials(name: string | null | undefined): string {
  if (!name) return '';
  return name
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part.charAt(0).toUpperCase())
    .join('');
}
