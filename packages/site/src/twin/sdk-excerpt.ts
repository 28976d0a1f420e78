import { replaceSdkLinks, type SdkMember, type SdkModel, type SdkParameter, type SdkSignature, type SdkSymbol } from '@quire/sdk-reference';

/** The fence language of each SDK language, as Markdown readers know it. */
const fences: Record<SdkModel['language'], string> = { typescript: 'ts', csharp: 'csharp' };

/**
 * One SDK symbol as Markdown for AI tools: its declaration or signatures as code in the SDK's
 * language, parameters and return values as lists, examples, deprecations, then each member the
 * same way. `sdk:` links become the pages' addresses (`href`), or plain text when a symbol has no page.
 */
export function sdkExcerpt(model: SdkModel, symbol: SdkSymbol, href: (id: string) => string | undefined, skipDescription?: string): string {
  const fence = fences[model.language];
  const text = (markdown: string) => replaceSdkLinks(markdown, href);
  const code = (source: string) => `\`\`\`${fence}\n${source}\n\`\`\``;
  const parts: string[] = [];
  if (symbol.deprecated !== undefined) parts.push(deprecated(symbol.deprecated, text));
  if (symbol.description && symbol.description !== skipDescription) parts.push(text(symbol.description));
  if (symbol.declaration) parts.push(code(symbol.declaration.code));
  for (const relation of symbol.relations) parts.push(`${relation.label}: ${relation.types.map((t) => `\`${t.code}\``).join(', ')}`);
  for (const signature of symbol.signatures) parts.push(signatureText(signature, code, text, symbol.description));
  if (symbol.examples.length) parts.push(`## Examples\n\n${symbol.examples.join('\n\n')}`);
  const kinds = new Map<string, SdkMember[]>();
  for (const member of symbol.members) kinds.set(member.kind, [...(kinds.get(member.kind) ?? []), member]);
  for (const [kind, members] of kinds) {
    parts.push(`## ${memberTitles[kind as SdkMember['kind']]}`);
    for (const member of members) parts.push(memberText(member, code, text));
  }
  return parts.filter((p) => p.trim()).join('\n\n');
}

const memberTitles: Record<SdkMember['kind'], string> = {
  constructor: 'Constructors',
  property: 'Properties',
  accessor: 'Accessors',
  method: 'Methods',
  'enum-member': 'Members',
  field: 'Fields',
  event: 'Events',
  operator: 'Operators',
};

type Code = (source: string) => string;
type Text = (markdown: string) => string;

function memberText(member: SdkMember, code: Code, text: Text): string {
  const flags = member.flags.length ? ` (${member.flags.join(', ')})` : '';
  const parts = [`### ${member.kind === 'constructor' ? 'constructor' : member.name}${flags}`];
  if (member.deprecated !== undefined) parts.push(deprecated(member.deprecated, text));
  if (member.description) parts.push(text(member.description));
  if (member.signatures.length) parts.push(...member.signatures.map((s) => signatureText(s, code, text, member.description, member.examples)));
  else if (member.declaration) parts.push(code(member.declaration.code));
  if (member.defaultValue !== undefined) parts.push(`Default: \`${member.defaultValue}\``);
  parts.push(...member.examples);
  return parts.filter((p) => p.trim()).join('\n\n');
}

function signatureText(signature: SdkSignature, code: Code, text: Text, shownDescription?: string, shownExamples: readonly string[] = []): string {
  const parts = [code(signature.code.code)];
  if (signature.deprecated !== undefined) parts.push(deprecated(signature.deprecated, text));
  if (signature.description && signature.description !== shownDescription) parts.push(text(signature.description));
  if (signature.typeParameters.length) parts.push(`Type parameters:\n\n${list(signature.typeParameters, text)}`);
  if (signature.parameters.length) parts.push(`Parameters:\n\n${list(signature.parameters, text)}`);
  if (signature.returns)
    parts.push(
      `Returns${signature.returns.type ? ` \`${signature.returns.type.code}\`` : ''}${signature.returns.description ? `: ${text(signature.returns.description)}` : ''}`,
    );
  parts.push(...signature.examples.filter((e) => !shownExamples.includes(e)));
  return parts.join('\n\n');
}

function list(parameters: readonly SdkParameter[], text: Text): string {
  return parameters
    .map((p) => {
      const facts = [p.type ? `\`${p.type.code}\`` : '', p.optional ? 'optional' : '', p.defaultValue !== undefined ? `default \`${p.defaultValue}\`` : '']
        .filter(Boolean)
        .join(', ');
      return `- \`${p.name}\`${facts ? ` (${facts})` : ''}${p.description ? `: ${text(p.description).replace(/\n/g, '\n  ')}` : ''}`;
    })
    .join('\n');
}

function deprecated(reason: string, text: Text): string {
  return `> **Deprecated.**${reason.trim() ? ` ${text(reason)}` : ''}`;
}
