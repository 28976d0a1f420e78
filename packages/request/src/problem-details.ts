// RFC 9457 problem details: how Quire's HTTP services say no. The relay's kinds (relay-problems.ts)
// and the hosting API's (@quire/server) are tables of this one shape, each under its own `type`
// namespace, so a client reads a refusal of either the same way.

/** The problem+json body. */
export interface ProblemDetails {
  type: string;
  title: string;
  status: number;
  detail: string;
}

/** What a kind of problem always says: its status and title. */
export interface ProblemKind {
  status: number;
  title: string;
}

/** A service's table of kinds, and the two ways to read it: a kind's `type` URI, and a problem of a kind. */
export function problemTable<Kind extends string>(namespace: string, kinds: Record<Kind, ProblemKind>) {
  const type = (kind: Kind) => `urn:quire:${namespace}:${kind}`;
  return {
    kinds,
    /** The `type` URI of a kind: `urn:quire:<namespace>:<kind>`. */
    type,
    /** A problem of this kind; `detail` says what was refused and how to fix it. */
    problem(kind: Kind, detail: string): ProblemDetails {
      const { status, title } = kinds[kind];
      return { type: type(kind), title, status, detail };
    },
  };
}
