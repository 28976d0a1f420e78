// The parts of DocFX's ManagedReference YAML (`docfx metadata` output, one file per type or
// namespace, headed `### YamlMime:ManagedReference`) that SDK pages read.
import { z } from 'zod';

const Parameter = z.looseObject({
  id: z.string(),
  type: z.string().optional(),
  description: z.string().optional(),
  defaultValue: z.unknown().optional(),
});

const Item = z.looseObject({
  uid: z.string(),
  id: z.string().optional(),
  name: z.string(),
  fullName: z.string().optional(),
  type: z.string(),
  parent: z.string().optional(),
  namespace: z.string().optional(),
  children: z.array(z.string()).optional(),
  summary: z.string().optional(),
  remarks: z.string().optional(),
  example: z.array(z.string()).optional(),
  syntax: z
    .looseObject({
      content: z.string().optional(),
      parameters: z.array(Parameter).optional(),
      typeParameters: z.array(Parameter).optional(),
      return: z.looseObject({ type: z.string(), description: z.string().optional() }).optional(),
    })
    .optional(),
  inheritance: z.array(z.string()).optional(),
  implements: z.array(z.string()).optional(),
  derivedClasses: z.array(z.string()).optional(),
  attributes: z.array(z.looseObject({ type: z.string(), arguments: z.array(z.looseObject({ value: z.unknown().optional() })).optional() })).optional(),
  source: z
    .looseObject({
      path: z.string().optional(),
      startLine: z.number().optional(),
      remote: z.looseObject({ repo: z.string().optional(), branch: z.string().optional(), path: z.string().optional() }).optional(),
    })
    .optional(),
});

export const ManagedReferenceSchema = z.looseObject({
  items: z.array(Item).min(1, 'A ManagedReference file documents at least one item'),
  references: z.array(z.looseObject({ uid: z.string(), name: z.string().optional(), fullName: z.string().optional() })).optional(),
});

export type DocfxFile = z.infer<typeof ManagedReferenceSchema>;
export type DocfxItem = DocfxFile['items'][number];
