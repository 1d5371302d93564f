export function deferEntry(page: string): { page: string; entry: string };
