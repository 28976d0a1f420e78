import type { SdkCode, SdkLink, SdkMember, SdkMemberKind, SdkModel, SdkParameter, SdkSignature, SdkSymbol, SdkSymbolKind } from '../types.ts';
import { memberAnchor } from '../anchors.ts';
import type { DocfxFile, DocfxItem } from './schema.ts';
import { commentMarkdown } from './comment-markdown.ts';

const symbolKinds: Record<string, SdkSymbolKind> = { Class: 'class', Struct: 'struct', Interface: 'interface', Enum: 'enum', Delegate: 'delegate' };
const memberKinds: Record<string, SdkMemberKind> = {
  Constructor: 'constructor',
  Method: 'method',
  Property: 'property',
  Field: 'field',
  Event: 'event',
  Operator: 'operator',
};

/** DocFX's ManagedReference files -> the SDK model: a page per class, struct, interface, enum and delegate, grouped by namespace. */
export function normalizeDocfx(files: DocfxFile[], name: string): SdkModel {
  const items = files.flatMap((f) => f.items);
  const names = new Map<string, string>();
  for (const ref of files.flatMap((f) => f.references ?? [])) if (ref.name) names.set(ref.uid, ref.name);
  for (const item of items) names.set(item.uid, item.name);
  const pages = items.filter((i) => symbolKinds[i.type]);
  const targets: SdkModel['targets'] = {};
  const membersOf = new Map<string, DocfxItem[]>();
  for (const page of pages) targets[page.uid] = { symbol: page.uid };
  for (const item of items) {
    const kind = memberKinds[item.type];
    if (!kind || !item.parent || !targets[item.parent]) continue;
    targets[item.uid] = { symbol: item.parent, anchor: memberAnchor(shortName(item.name), kind) };
    membersOf.set(item.parent, [...(membersOf.get(item.parent) ?? []), item]);
  }
  const ctx: Ctx = { targets, names };
  const symbols = pages.map((item): SdkSymbol => {
    const kind = symbolKinds[item.type]!;
    const namespace = item.namespace ?? item.parent ?? '';
    const relations = [
      { label: 'Inherits', types: (item.inheritance ?? []).slice(-1) },
      { label: 'Implements', types: item.implements ?? [] },
      { label: 'Derived', types: item.derivedClasses ?? [] },
    ].flatMap(({ label, types }) => (types.length ? [{ label, types: types.map((t) => typeCode(t, ctx)) }] : []));
    const members = (membersOf.get(item.uid) ?? []).map((m) => memberOf(m, kind === 'enum', ctx));
    return {
      id: item.uid,
      name: item.name,
      fullName: item.fullName ?? item.uid,
      kind,
      group: namespace || 'Reference',
      folders: namespace ? [namespace] : [],
      ...prose(item, ctx),
      ...(kind === 'delegate' ? {} : { declaration: code(item.syntax?.content ?? `${item.type.toLowerCase()} ${item.name}`, [], ctx) }),
      signatures: kind === 'delegate' ? [signatureOf(item, ctx)] : [],
      members,
      relations,
      ...(item.source?.path
        ? {
            source: { file: item.source.remote?.path ?? item.source.path, ...(item.source.startLine !== undefined ? { line: item.source.startLine + 1 } : {}) },
          }
        : {}),
    };
  });
  return { format: 'docfx', language: 'csharp', name, symbols, targets };
}

interface Ctx {
  targets: SdkModel['targets'];
  names: Map<string, string>;
}

function memberOf(item: DocfxItem, inEnum: boolean, ctx: Ctx): SdkMember {
  const kind = inEnum && item.type === 'Field' ? 'enum-member' : memberKinds[item.type]!;
  const callable = kind === 'constructor' || kind === 'method' || kind === 'operator';
  const content = item.syntax?.content ?? item.name;
  const flags = ['static', 'abstract', 'virtual', 'readonly', 'protected', 'const'].filter((f) => new RegExp(`\\b${f}\\b`).test(content.split('(')[0]!));
  const returnType = item.syntax?.return?.type;
  return {
    id: item.uid,
    name: kind === 'constructor' ? 'constructor' : shortName(item.name),
    kind,
    anchor: memberAnchor(shortName(item.name), kind),
    flags,
    ...prose(item, ctx),
    signatures: callable ? [signatureOf(item, ctx)] : [],
    ...(!callable && returnType ? { type: typeCode(returnType, ctx) } : {}),
    ...(!callable ? { declaration: code(content, returnType ? [returnType] : [], ctx) } : {}),
  };
}

function signatureOf(item: DocfxItem, ctx: Ctx): SdkSignature {
  const syntax = item.syntax ?? {};
  const parameter = (p: NonNullable<typeof syntax.parameters>[number]): SdkParameter => ({
    name: p.id,
    ...(p.type ? { type: typeCode(p.type, ctx) } : {}),
    optional: p.defaultValue !== undefined,
    ...(p.defaultValue !== undefined ? { defaultValue: String(p.defaultValue) } : {}),
    ...(p.description ? { description: markdown(p.description, ctx) } : {}),
  });
  const types = [...(syntax.parameters ?? []).flatMap((p) => p.type ?? []), ...(syntax.return ? [syntax.return.type] : [])];
  const { description, examples, deprecated } = prose(item, ctx);
  return {
    code: code(syntax.content ?? item.name, types, ctx),
    ...(description ? { description } : {}),
    typeParameters: (syntax.typeParameters ?? []).map(parameter),
    parameters: (syntax.parameters ?? []).map(parameter),
    ...(syntax.return && syntax.return.type !== 'System.Void'
      ? {
          returns: { type: typeCode(syntax.return.type, ctx), ...(syntax.return.description ? { description: markdown(syntax.return.description, ctx) } : {}) },
        }
      : {}),
    examples,
    ...(deprecated !== undefined ? { deprecated } : {}),
  };
}

/** Summary and remarks, examples and `[Obsolete]` of an item. */
function prose(item: DocfxItem, ctx: Ctx): { description?: string; examples: string[]; deprecated?: string } {
  const description = [item.summary, item.remarks]
    .filter((t): t is string => !!t?.trim())
    .map((t) => markdown(t, ctx))
    .join('\n\n');
  const obsolete = item.attributes?.find((a) => a.type === 'System.ObsoleteAttribute');
  return {
    ...(description ? { description } : {}),
    examples: (item.example ?? []).map((e) => markdown(e, ctx)),
    ...(obsolete ? { deprecated: String(obsolete.arguments?.[0]?.value ?? '') } : {}),
  };
}

/** A type by its UID (`System.Collections.Generic.IReadOnlyList{Shelf.Book}`) as C# shows it, documented names linked. */
function typeCode(uid: string, ctx: Ctx): SdkCode {
  return code(ctx.names.get(uid) ?? displayName(uid), [uid], ctx);
}

/** Code, and a link for each documented type among the UIDs it uses. */
function code(text: string, uids: string[], ctx: Ctx): SdkCode {
  const links: SdkLink[] = [];
  for (const uid of uids.flatMap((u) => u.split(/[{},[\]]+/)).filter(Boolean)) {
    const name = shortName(ctx.names.get(uid) ?? uid);
    if (ctx.targets[uid] && !ctx.targets[uid]!.anchor && !links.some((l) => l.name === name)) links.push({ name, id: uid });
  }
  return { code: text.trim(), links };
}

function displayName(uid: string): string {
  return uid
    .replace(/\{/g, '<')
    .replace(/\}/g, '>')
    .replace(/(?:[\w]+\.)+(\w+)/g, '$1');
}

function shortName(name: string): string {
  return name.replace(/\(.*$/, '').replace(/<.*$/, '').split('.').pop()!;
}

/** DocFX's comment HTML as Markdown: `<xref>` to documented types as `sdk:` links, `<pre><code>` as fences. */
function markdown(text: string, ctx: Ctx): string {
  return commentMarkdown(text, (uid) => {
    const label = shortName(ctx.names.get(uid) ?? uid);
    return ctx.targets[uid] ? `[${label}](sdk:${uid})` : `\`${label}\``;
  });
}
