// The request samples of one operation, ready to render: the spec's own `x-codeSamples` first,
// then one generated sample per configured language, each highlighted at build time.
import type { Operation } from '@quire/openapi';
import { languageName } from '../../components/tab-set.ts';
import { grammarFor, highlightEach } from './highlight.ts';
import { findLanguage, resolveLanguages } from './languages.ts';
import { generateSample } from './sample-generators.ts';
import { sampleRequest, type SampleRequestInput } from './sample-request.ts';

/** One tab of a page's request samples. */
export interface CodeSample {
  /** Unique among the operation's samples: the language id (`curl`), or `x-<lang>` for a spec's own sample. */
  id: string;
  /** Tab label (`cURL`, `Python`, or the spec's `label`): the same label stays selected across pages. */
  label: string;
  /** The highlighting grammar (`shellscript`, `python`), or the spec's `lang` as written when none fits. */
  lang: string;
  /** The sample as text (for copying and Markdown twins). */
  code: string;
  /** The highlighted inside of its `<code>` element: escaped, colors as `tk`/`ts`/... classes. */
  html: string;
}

export interface CodeSamplesInput extends SampleRequestInput {
  /** `api.examples.languages`; default `defaultLanguages` (languages.ts). Unknown names are skipped. */
  languages?: readonly string[] | undefined;
  /** `api.examples.autogenerate`: false shows only the spec's `x-codeSamples`. Default true. */
  autogenerate?: boolean | undefined;
  /** Highlights the samples, in order, as `highlight` does (a build hands them to a worker thread). Default: `highlight`, here. */
  highlightMany?: ((items: { code: string; lang: string }[]) => Promise<string[]>) | undefined;
}

/** A spec's own sample (`x-codeSamples` / `x-code-samples`), checked: specs are untrusted input. */
interface SpecSample {
  lang: string;
  label?: string;
  source: string;
}

function specSamples(operation: Operation): SpecSample[] {
  const raw = operation.extensions['x-codeSamples'] ?? operation.extensions['x-code-samples'];
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((item): SpecSample[] => {
    if (!item || typeof item !== 'object') return [];
    const { lang, label, source } = item as Record<string, unknown>;
    if (typeof source !== 'string') return [];
    return [{ lang: typeof lang === 'string' ? lang : '', source, ...(typeof label === 'string' && label.trim() ? { label: label.trim() } : {}) }];
  });
}

function uniqueId(base: string, used: Set<string>): string {
  const slug =
    base
      .toLowerCase()
      .replace(/[^\w-]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'sample';
  let id = slug;
  for (let n = 2; used.has(id); n++) id = `${slug}-${n}`;
  used.add(id);
  return id;
}

/**
 * The samples of an operation, in tab order: `x-codeSamples` as the spec gives them, then the
 * configured languages the spec did not already cover (a tab of the same label). Webhooks
 * get only their `x-codeSamples`: the API sends those requests, readers do not.
 */
export async function codeSamples(input: CodeSamplesInput): Promise<CodeSample[]> {
  const samples = unhighlighted(input);
  const html = await (input.highlightMany ?? highlightEach)(samples.map(({ code, lang }) => ({ code, lang })));
  return samples.map((sample, i) => ({ ...sample, html: html[i]! }));
}

function unhighlighted(input: CodeSamplesInput): Omit<CodeSample, 'html'>[] {
  const samples: Omit<CodeSample, 'html'>[] = [];
  const ids = new Set<string>();
  const covered = new Set<string>();

  for (const own of specSamples(input.operation)) {
    const known = findLanguage(own.lang);
    // A shell sample is not necessarily curl (`gh api ...`): only `lang: curl` takes cURL's label.
    const named = known && (known.id !== 'curl' || own.lang.trim().toLowerCase() === 'curl') ? known.label : languageName(own.lang.trim());
    const label = own.label ?? named;
    const lang = grammarFor(own.lang) ?? own.lang.trim().toLowerCase();
    samples.push({ id: uniqueId(`x-${known?.id ?? own.lang}`, ids), label, lang, code: own.source });
    covered.add(label.toLowerCase());
  }

  if (input.autogenerate === false || input.operation.kind === 'webhook') return samples;
  const { languages } = resolveLanguages(input.languages);
  const pending = languages.filter((language) => !covered.has(language.label.toLowerCase()));
  if (!pending.length) return samples;
  const request = sampleRequest(input);
  for (const language of pending) {
    let code: string;
    try {
      code = generateSample(language, request);
    } catch {
      // A generator that chokes on an unusual request loses its tab, not the page.
      continue;
    }
    if (!code.trim()) continue;
    samples.push({ id: uniqueId(language.id, ids), label: language.label, lang: language.lang, code });
  }
  return samples;
}
