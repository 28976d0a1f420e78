import type { SdkMemberKind } from './types.ts';

/** Where a member is on its symbol's page: `#search`, `#constructor`; the same in every format. */
export function memberAnchor(name: string, kind: SdkMemberKind): string {
  if (kind === 'constructor') return 'constructor';
  return (
    name
      .replace(/[^A-Za-z0-9_$-]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .toLowerCase() || 'member'
  );
}
