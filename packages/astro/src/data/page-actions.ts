// docs.json `contextual`: the page menu of the hosted platform. Each option becomes an action a
// page can render without knowing docs.json: copy the page's Markdown twin, open it, ask an AI
// assistant about the page, download the OpenAPI document of a reference page, or follow a link
// of the docs' own. Options a Quire site cannot honor (the platform's assistant, its MCP server)
// and options Quire does not know are left out; check-page-actions.ts warns about them.
import { contextualOptions, type ContextualConfig, type ContextualCustomOption, type ContextualOption } from '@quire/config';

export { askPrompt, linkHref } from './page-action-links.ts';

/** One action of the page menu. */
export type PageAction =
  | { kind: 'copy' | 'view'; title: string; description: string; icon: ActionIcon }
  /** Downloads the page's OpenAPI document: only pages made from a spec show it (`PageApi.specDownload`). */
  | { kind: 'download-spec'; title: string; description: string; icon: ActionIcon }
  | {
      /** Opens an AI assistant with a prompt naming the page's URL, appended to `href`. */
      kind: 'ask';
      title: string;
      description: string;
      icon: ActionIcon;
      href: string;
    }
  | {
      /** A link of the docs' own; `$path` and `$page` in `href` or `query` values are replaced. */
      kind: 'link';
      title: string;
      description: string;
      icon?: ActionIcon;
      href: string;
      query?: { key: string; value: string }[];
    };

/** An icon name (with the set it is looked up in) or an image path. */
export interface ActionIcon {
  name: string;
  /** A brand logo (Font Awesome brands), rather than an interface icon (Lucide). */
  brand?: boolean;
  /** The docs' own icon: looked up as their other icons are. */
  own?: boolean;
}

/** The page menu: where it shows and its actions, the first one also the button beside it. */
export interface PageActions {
  display: 'header' | 'toc';
  actions: PageAction[];
}

const ask = (title: string, href: string, icon: ActionIcon): PageAction => ({
  kind: 'ask',
  title: `Open in ${title}`,
  description: 'Ask questions about this page',
  href,
  icon,
});

/** The built-in options a Quire site offers. Assistant URLs take the prompt at the end. */
const builtIns: Partial<Record<ContextualOption, PageAction>> = {
  copy: { kind: 'copy', title: 'Copy page', description: 'Copy this page as Markdown for LLMs', icon: { name: 'copy' } },
  view: { kind: 'view', title: 'View as Markdown', description: 'View this page as plain text', icon: { name: 'file-text' } },
  chatgpt: ask('ChatGPT', 'https://chatgpt.com/?hints=search&q=', { name: 'openai', brand: true }),
  claude: ask('Claude', 'https://claude.ai/new?q=', { name: 'claude', brand: true }),
  perplexity: ask('Perplexity', 'https://www.perplexity.ai/search/new?q=', { name: 'search' }),
  grok: ask('Grok', 'https://grok.com/?q=', { name: 'sparkles' }),
  aistudio: ask('AI Studio', 'https://aistudio.google.com/prompts/new_chat?prompt=', { name: 'google', brand: true }),
  devin: ask('Devin', 'https://app.devin.ai/?prompt=', { name: 'bot' }),
  windsurf: ask('Windsurf', 'windsurf://cascade?prompt=', { name: 'wind' }),
  'download-spec': { kind: 'download-spec', title: 'Download API spec', description: 'Download the OpenAPI document of this page', icon: { name: 'download' } },
};

/** Whether Quire knows a built-in option by that name (the hosted platform adds some often). */
export function isKnownOption(option: string): option is ContextualOption {
  return (contextualOptions as readonly string[]).includes(option);
}

/** Why an option is left out, or undefined when the site offers it. */
export function omittedBecause(option: ContextualConfig['options'][number]): string | undefined {
  if (typeof option === 'string') {
    if (!isKnownOption(option)) return 'Quire does not know this option';
    if (builtIns[option]) return undefined;
    return option === 'assistant' ? 'a Quire site has no AI assistant of its own' : 'the site has no MCP server to connect';
  }
  const texts = typeof option.href === 'string' ? [option.href] : [option.href.base, ...(option.href.query ?? []).map((q) => q.value)];
  if (texts.some((text) => text.includes('$mcp'))) return 'its link names the MCP server ($mcp), which the site does not have';
  if (!safeLink(typeof option.href === 'string' ? option.href : option.href.base)) return 'its link is not a web address or a path of the site';
  return undefined;
}

/** A link a reader may follow from a menu: http(s), mailto, or a path of the site. */
function safeLink(href: string): boolean {
  const text = href.trim();
  if (text.startsWith('/') || text.startsWith('$path')) return !text.startsWith('//') || /^\/\/[^/]/.test(text);
  return /^(https?:|mailto:)/i.test(text);
}

function custom(option: ContextualCustomOption): PageAction {
  const icon = { icon: option.icon ? { name: option.icon, own: true } : { name: 'external-link' } };
  if (typeof option.href === 'string') return { kind: 'link', title: option.title, description: option.description, ...icon, href: option.href };
  return {
    kind: 'link',
    title: option.title,
    description: option.description,
    ...icon,
    href: option.href.base,
    ...(option.href.query ? { query: option.href.query } : {}),
  };
}

/** The page menu of docs.json `contextual`, without the options it cannot honor; undefined when there is none. */
export function pageActions(contextual: ContextualConfig | undefined): PageActions | undefined {
  if (!contextual) return undefined;
  const seen = new Set<string>();
  const actions = contextual.options.flatMap((option) => {
    const key = typeof option === 'string' ? option : JSON.stringify(option);
    if (seen.has(key) || omittedBecause(option)) return [];
    seen.add(key);
    return [typeof option === 'string' ? builtIns[option as ContextualOption]! : custom(option)];
  });
  return actions.length ? { display: contextual.display, actions } : undefined;
}
