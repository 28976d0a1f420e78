/** One key for an operation, channel or schema of one spec: the maps of pages made so far use it. */
export function operationId(spec: string, key: string): string {
  return `${spec}\n${key}`;
}
