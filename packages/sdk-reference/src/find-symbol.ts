import type { SdkModel, SdkSymbol } from './types.ts';

/** The symbol a navigation entry or `sdk` frontmatter names: by its qualified name, else by its name when only one has it. */
export function findSdkSymbol(model: SdkModel, name: string): SdkSymbol | undefined {
  const wanted = name.trim();
  const byFullName = model.symbols.find((s) => s.fullName === wanted || s.id === wanted);
  if (byFullName) return byFullName;
  const named = model.symbols.filter((s) => s.name === wanted);
  return named.length === 1 ? named[0] : undefined;
}
