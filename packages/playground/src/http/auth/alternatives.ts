// The ways an operation can be authorized, as the reader chooses among them.
import { securityKind, type SecurityRequirement, type SecurityScheme } from '@quire/openapi/browser';

export interface Alternative {
  requirement: SecurityRequirement;
  /** The scheme names joined with " + ", or "No auth" for the empty requirement. */
  label: string;
}

export const NO_AUTH = 'No auth';

/**
 * The alternatives to choose from, or [] when the operation needs no auth (no requirement, or
 * only empty ones). Repeated requirements are listed once; `{}` among others is "No auth".
 */
export function authAlternatives(security: SecurityRequirement[]): Alternative[] {
  if (security.every((requirement) => requirement.length === 0)) return [];
  const byLabel = new Map<string, Alternative>();
  for (const requirement of security) {
    const label = requirement.length ? requirement.map((entry) => entry.scheme).join(' + ') : NO_AUTH;
    if (!byLabel.has(label)) byLabel.set(label, { requirement, label });
  }
  return [...byLabel.values()];
}

/** Which alternative to show first: the one chosen last time if offered, else the first that asks for credentials. */
export function initialAlternative(alternatives: Alternative[], remembered: string | undefined): Alternative | undefined {
  return alternatives.find((a) => a.label === remembered) ?? alternatives.find((a) => a.requirement.length) ?? alternatives[0];
}

/** A short phrase saying what kind of credential a scheme takes, for its legend. */
export function describeScheme(scheme: SecurityScheme | undefined): string {
  if (!scheme) return 'not defined in the spec';
  return scheme.type === 'apiKey' ? `${securityKind(scheme)} ${scheme.name}` : securityKind(scheme);
}
