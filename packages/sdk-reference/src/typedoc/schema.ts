// The parts of TypeDoc's JSON output (`typedoc --json`, schema version 2.0) that SDK pages read,
// as zod schemas: a file that does not fit is reported at the field that breaks it, with its JSON
// pointer and line, instead of failing somewhere in rendering. Keys Quire does not read pass.
import { z } from 'zod';

export interface TdCommentPart {
  kind: string;
  text: string;
  tag?: string;
  target?: unknown;
}
export interface TdComment {
  summary: TdCommentPart[];
  blockTags?: { tag: string; content: TdCommentPart[] }[];
  modifierTags?: string[];
}
export interface TdSource {
  fileName: string;
  line?: number;
  url?: string;
}

/** A TypeDoc type: `type` says which, the other keys depend on it. */
export interface TdType {
  type: string;
  name?: string;
  value?: unknown;
  target?: unknown;
  typeArguments?: TdType[];
  types?: TdType[];
  elementType?: TdType;
  elements?: TdType[];
  element?: TdType;
  operator?: string;
  objectType?: TdType;
  indexType?: TdType;
  checkType?: TdType;
  extendsType?: TdType;
  trueType?: TdType;
  falseType?: TdType;
  queryType?: TdType;
  declaration?: TdReflection;
  head?: string;
  tail?: [TdType, string][];
  parameter?: string;
  parameterType?: TdType;
  templateType?: TdType;
  nameType?: TdType;
  readonlyModifier?: string;
  optionalModifier?: string;
  isOptional?: boolean;
  asserts?: boolean;
  targetType?: TdType;
  qualifiedName?: string;
  package?: string;
  externalUrl?: string;
}

/** A declaration, signature or parameter: TypeDoc calls them all reflections. */
export interface TdReflection {
  id: number;
  name: string;
  kind: number;
  variant?: string;
  flags?: Record<string, boolean | undefined>;
  comment?: TdComment;
  children?: TdReflection[];
  groups?: { title: string; children?: number[] }[];
  sources?: TdSource[];
  signatures?: TdReflection[];
  indexSignatures?: TdReflection[];
  getSignature?: TdReflection;
  setSignature?: TdReflection;
  parameters?: TdReflection[];
  typeParameters?: TdReflection[];
  type?: TdType;
  default?: TdType;
  defaultValue?: string;
  extendedTypes?: TdType[];
  implementedTypes?: TdType[];
  extendedBy?: TdType[];
  implementedBy?: TdType[];
}

export interface TdProject extends TdReflection {
  schemaVersion: string;
  packageName?: string;
}

const CommentPart = z.looseObject({ kind: z.string(), text: z.string(), tag: z.string().optional(), target: z.unknown().optional() });
const Comment = z.looseObject({
  summary: z.array(CommentPart),
  blockTags: z.array(z.looseObject({ tag: z.string(), content: z.array(CommentPart) })).optional(),
  modifierTags: z.array(z.string()).optional(),
});
const Source = z.looseObject({ fileName: z.string(), line: z.number().int().optional(), url: z.string().optional() });

const type: z.ZodType<TdType> = z.lazy(() => TypeSchema);
const types = () => z.array(type);
const reflection: z.ZodType<TdReflection> = z.lazy(() => ReflectionSchema);

/** Every kind of type TypeDoc 0.23 to 0.28 writes, each with the keys a page prints. */
const TypeSchema = z.discriminatedUnion('type', [
  z.looseObject({ type: z.literal('intrinsic'), name: z.string() }),
  z.looseObject({ type: z.literal('literal'), value: z.unknown() }),
  z.looseObject({
    type: z.literal('reference'),
    name: z.string(),
    target: z.unknown().optional(),
    typeArguments: types().optional(),
    qualifiedName: z.string().optional(),
  }),
  z.looseObject({ type: z.literal('array'), elementType: type }),
  z.looseObject({ type: z.literal('union'), types: types() }),
  z.looseObject({ type: z.literal('intersection'), types: types() }),
  z.looseObject({ type: z.literal('tuple'), elements: types().optional() }),
  z.looseObject({ type: z.literal('namedTupleMember'), name: z.string(), isOptional: z.boolean().optional(), element: type }),
  z.looseObject({ type: z.literal('optional'), elementType: type }),
  z.looseObject({ type: z.literal('rest'), elementType: type }),
  z.looseObject({ type: z.literal('typeOperator'), operator: z.string(), target: type }),
  z.looseObject({ type: z.literal('query'), queryType: type }),
  z.looseObject({ type: z.literal('indexedAccess'), objectType: type, indexType: type }),
  z.looseObject({ type: z.literal('conditional'), checkType: type, extendsType: type, trueType: type, falseType: type }),
  z.looseObject({
    type: z.literal('mapped'),
    parameter: z.string(),
    parameterType: type,
    templateType: type,
    nameType: type.optional(),
    readonlyModifier: z.string().optional(),
    optionalModifier: z.string().optional(),
  }),
  z.looseObject({ type: z.literal('templateLiteral'), head: z.string(), tail: z.array(z.tuple([type, z.string()])) }),
  z.looseObject({ type: z.literal('predicate'), name: z.string(), asserts: z.boolean().optional(), targetType: type.optional() }),
  z.looseObject({ type: z.literal('inferred'), name: z.string() }),
  z.looseObject({ type: z.literal('reflection'), declaration: reflection }),
  z.looseObject({ type: z.literal('unknown'), name: z.string() }),
]) as unknown as z.ZodType<TdType>;

const ReflectionSchema = z.looseObject({
  id: z.number().int(),
  name: z.string(),
  kind: z.number().int(),
  variant: z.string().optional(),
  flags: z.record(z.string(), z.boolean().optional()).optional(),
  comment: Comment.optional(),
  children: z.array(reflection).optional(),
  groups: z.array(z.looseObject({ title: z.string(), children: z.array(z.number().int()).optional() })).optional(),
  sources: z.array(Source).optional(),
  signatures: z.array(reflection).optional(),
  indexSignatures: z.array(reflection).optional(),
  getSignature: reflection.optional(),
  setSignature: reflection.optional(),
  parameters: z.array(reflection).optional(),
  typeParameters: z.array(reflection).optional(),
  type: type.optional(),
  default: type.optional(),
  defaultValue: z.string().optional(),
  extendedTypes: types().optional(),
  implementedTypes: types().optional(),
  extendedBy: types().optional(),
  implementedBy: types().optional(),
}) as unknown as z.ZodType<TdReflection>;

/** The root of `typedoc --json`: a project (kind 1) with its schema version. */
export const TypeDocProjectSchema = z.looseObject({
  ...(ReflectionSchema as unknown as z.ZodObject).shape,
  schemaVersion: z.string().regex(/^2\./, 'Quire reads TypeDoc JSON of schema version 2.x (TypeDoc 0.23 and later)'),
  kind: z.literal(1, 'The root of a TypeDoc JSON file is the project, of kind 1'),
  packageName: z.string().optional(),
}) as unknown as z.ZodType<TdProject>;
