export function signedInPreloads(
  manifest: Record<string, { file: string; imports?: string[] }>,
  overviewPaths: string[],
): { common: string[]; overviewPaths: string[]; overview: string[]; detail: string[] };
