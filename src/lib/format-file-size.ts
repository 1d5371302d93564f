const UNITS = ['Bytes', 'KB', 'MB', 'GB', 'TB', 'PB', 'EB', 'ZB', 'YB'] as const;

/** A byte count in base 1024 with units Bytes … YB, `decimals` places (trailing zeros dropped). */
export function formatFileSize(bytes: number, decimals = 2): string {
  if (!Number.isFinite(bytes) || bytes <= 0) return '0 Bytes';
  const places = decimals < 0 ? 0 : decimals;
  const index = Math.min(Math.floor(Math.log(bytes) / Math.log(1024)), UNITS.length - 1);
  const value = parseFloat((bytes / 1024 ** index).toFixed(places));
  return `${value} ${UNITS[index]}`;
}
