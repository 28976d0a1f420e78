/** A GraphQL schema as Quire's pages use it: plain and serializable, one page's part at a time. */
export interface GraphQLModel {
  /** The fields of the root types: one page each. */
  operations: GraphQLOperation[];
  /** The schema's own named types (no built-in scalars, no introspection types, no root types): one page each. */
  types: GraphQLNamedType[];
  /** The root types' names, when the schema has them. */
  roots: Partial<Record<GraphQLOperationKind, string>>;
}

export type GraphQLOperationKind = 'query' | 'mutation' | 'subscription';
export type GraphQLTypeKind = 'object' | 'interface' | 'union' | 'enum' | 'input' | 'scalar';

/** A type as written in a field (`[User!]!`), with the named type inside it (`User`). */
export interface GraphQLTypeRef {
  text: string;
  named: string;
}

/** An argument or an input object's field. */
export interface GraphQLInputValue {
  name: string;
  description?: string;
  type: GraphQLTypeRef;
  /** The default as a GraphQL literal (`10`, `"en"`, `{ first: 5 }`). */
  defaultValue?: string;
  /** Present when `@deprecated`: the reason given, or GraphQL's default one. */
  deprecationReason?: string;
}

export interface GraphQLField {
  name: string;
  description?: string;
  type: GraphQLTypeRef;
  args: GraphQLInputValue[];
  deprecationReason?: string;
}

export interface GraphQLOperation extends GraphQLField {
  kind: GraphQLOperationKind;
  /** Line of the field in the SDL, for diagnostics. */
  line?: number;
}

export interface GraphQLEnumValue {
  name: string;
  description?: string;
  deprecationReason?: string;
}

export interface GraphQLNamedType {
  kind: GraphQLTypeKind;
  name: string;
  description?: string;
  /** Object and interface types. */
  fields?: GraphQLField[];
  /** Input objects. */
  inputFields?: GraphQLInputValue[];
  /** `@oneOf` input objects: exactly one field is set. */
  oneOf?: boolean;
  /** Enums. */
  values?: GraphQLEnumValue[];
  /** Interfaces an object or interface implements. */
  interfaces?: string[];
  /** A union's members, or the object types that implement an interface. */
  possibleTypes?: string[];
  /** A scalar's `@specifiedBy(url:)`. */
  specifiedBy?: string;
}
