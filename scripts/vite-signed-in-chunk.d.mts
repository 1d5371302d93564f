import type { CodeSplittingGroup } from 'rolldown';

export function signedInChunk(options: { entry: string; roots: string[]; name?: string }): CodeSplittingGroup;

export function signedInModules(
  entry: string,
  roots: string[],
  info: (id: string) => { importedIds: readonly string[]; dynamicallyImportedIds: readonly string[] } | null,
): Set<string>;
