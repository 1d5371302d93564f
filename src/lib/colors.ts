/** A hex colour: optional '#', then 3 or 6 hex digits (spec 2 §9). */
const HEX_COLOR = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i;

export function isHexColor(value: string): boolean {
  return HEX_COLOR.test(value.trim());
}

/**
 * `rgba(r, g, b, alpha)` of a hex colour (spec 2 §9): optional '#', 3 or 6 hex digits, alpha from 0 to 1.
 * Throws with the spec's messages on a bad hex or alpha.
 */
export function hexToRgba(hex: string, alpha = 1): string {
  const match = HEX_COLOR.exec(hex.trim());
  if (!match) throw new Error('hexToRgba - hex value provided is not a valid hex color');
  if (!Number.isFinite(alpha) || alpha < 0 || alpha > 1)
    throw new Error('hexToRgba - alpha value provided must be in between 0 and 1');
  const hexDigits = match[1] ?? '';
  const digits =
    hexDigits.length === 3
      ? hexDigits
          .split('')
          .map((digit) => digit + digit)
          .join('')
      : hexDigits;
  const [r, g, b] = [0, 2, 4].map((start) => parseInt(digits.slice(start, start + 2), 16));
  return `rgba(${r}, ${g}, ${b}, ${alpha})`;
}
