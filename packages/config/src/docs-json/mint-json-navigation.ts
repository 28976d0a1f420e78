// mint.json's navigation as docs.json's, as the hosted platform's upgrade makes it. In mint.json the
// navigation is a list of groups, and `tabs`, `anchors` and `versions` divide it: a tab or anchor
// takes the pages under its `url` (a path prefix), a version the groups marked with its name. In
// docs.json each division holds its own groups. What no division takes stays in a first tab or
// anchor (`primaryTab`, `topAnchor`); divisions that only link out become `navigation.global`.
import { diagnostic, toPointer, type Diagnostic } from '@quire/diagnostics';
import type { MintJsonOrigins } from './mint-json-origins.ts';

type Path = readonly string[];
type Json = Record<string, unknown>;

interface Page {
  page: string;
  path: Path;
}

interface Group {
  group: string;
  icon?: unknown;
  iconType?: unknown;
  version?: unknown;
  pages: Entry[];
  path: Path;
}

type Entry = Page | Group;

/** A tab or an anchor of mint.json. */
interface Division {
  name: unknown;
  url: string;
  icon?: unknown;
  iconType?: unknown;
  color?: unknown;
  version?: unknown;
  openapi?: unknown;
  hidden?: unknown;
  path: Path;
}

interface Version {
  name: string;
  /** Where the name is written: the list item itself, or its `name`. */
  namePath: Path;
  url?: string;
  default?: unknown;
  locale?: string;
  path: Path;
}

type Kind = 'tabs' | 'anchors';

export interface UpgradedNavigation {
  navigation: Json;
  diagnostics: Diagnostic[];
}

/** docs.json's `navigation` from a mint.json object; entries of the wrong shape are errors at their place in mint.json. */
export function upgradeNavigation(mint: Json, origins: MintJsonOrigins, file: string): UpgradedNavigation {
  const diagnostics: Diagnostic[] = [];
  const invalid = (path: Path, message: string) =>
    diagnostics.push(diagnostic('CONFIG_INVALID', `${message} (in ${file}).`, { file, pointer: toPointer([...path]) }));
  const groups = readGroups(mint.navigation, invalid);
  const allTabs = readDivisions(mint, 'tabs', invalid);
  const allAnchors = readDivisions(mint, 'anchors', invalid);
  const allVersions = readVersions(mint.versions, invalid);
  const upgrade = new NavigationUpgrade(mint, origins);

  // Divisions that all link out of the docs are shown on every page.
  const global: Json = {};
  const globalVersions = allVersions.length > 0 && allVersions.every((v) => isRemote(v.url));
  if (globalVersions)
    global.versions = allVersions.map((v) =>
      origins.made({ version: v.name, href: v.url }, v.path, { version: [...v.path, 'name'], href: [...v.path, 'url'] }),
    );
  const globalTabs = allTabs.length > 0 && allTabs.every((t) => t.version === undefined && isRemote(t.url));
  if (globalTabs) global.tabs = allTabs.map((t) => upgrade.link('tabs', t));
  const globalAnchors = allAnchors.length > 0 && allAnchors.every((a) => a.version === undefined && isRemote(a.url));
  if (globalAnchors) global.anchors = allAnchors.map((a) => upgrade.link('anchors', a));
  upgrade.tabs = globalTabs ? [] : allTabs;
  upgrade.anchors = globalAnchors ? [] : allAnchors;
  upgrade.hasTabs = allTabs.length > 0;
  upgrade.hasAnchors = allAnchors.length > 0;
  const versions = globalVersions ? [] : allVersions;
  const withGlobal = (navigation: Json) =>
    global.tabs || global.anchors
      ? { ...navigation, global: origins.made({ ...(global.tabs ? { tabs: global.tabs } : {}), ...(global.anchors ? { anchors: global.anchors } : {}) }, []) }
      : navigation;

  if (versions.length === 0) {
    return { navigation: origins.made(withGlobal(upgrade.divide(groups) ?? { groups: [] }), ['navigation']), diagnostics };
  }
  // Versions: each takes the groups marked with its name and those marked with none, and the
  // pages of the divisions marked with its name; a version written as a locale is a language.
  const prefixes = new Map<string, string[]>();
  for (const division of [...upgrade.anchors, ...upgrade.tabs]) {
    if (typeof division.version !== 'string' || isRemote(division.url) || !versions.some((v) => v.name === division.version)) continue;
    prefixes.set(division.url, [...(prefixes.get(division.url) ?? []), division.version]);
  }
  const languages = versions.every((v) => v.locale !== undefined);
  const entries = versions.map((version) => {
    const base = {
      ...(languages ? { language: version.locale } : { version: version.name }),
      ...(version.default !== undefined ? { default: version.default } : {}),
    };
    const keys = { version: version.namePath, language: [...version.path, 'locale'], default: [...version.path, 'default'], href: [...version.path, 'url'] };
    if (version.url !== undefined) return origins.made({ ...base, href: version.url }, version.path, keys);
    const own = groupsOfVersion(groups, version.name, prefixes);
    const divided = upgrade.divide(own.length > 0 ? own : groups, version.name);
    return origins.made({ ...base, ...(divided ?? { groups: own.map((g) => upgrade.group(g)) }) }, version.path, keys);
  });
  return { navigation: origins.made(withGlobal(languages ? { languages: entries } : { versions: entries }), ['versions']), diagnostics };
}

class NavigationUpgrade {
  tabs: Division[] = [];
  anchors: Division[] = [];
  hasTabs = false;
  hasAnchors = false;

  private readonly mint: Json;
  private readonly origins: MintJsonOrigins;

  constructor(mint: Json, origins: MintJsonOrigins) {
    this.mint = mint;
    this.origins = origins;
  }

  /** The groups divided by the tabs and anchors: the division that holds the other's prefixes goes on top. */
  divide(groups: Group[], version?: string): Json | undefined {
    const [outer, inner]: [Kind, Kind] = outermost(this.tabs, this.anchors) === 'anchors' ? ['anchors', 'tabs'] : ['tabs', 'anchors'];
    const has = (kind: Kind) => (kind === 'tabs' ? this.hasTabs : this.hasAnchors);
    if (has(outer)) {
      const { divisions, rest } = this.divisions(outer, this.of(outer), groups, false, version, this.of(inner));
      if (rest.length > 0 || this.of(inner).length > 0) {
        const first =
          this.of(inner).length > 0
            ? { [inner]: this.divisions(inner, this.of(inner), rest.length > 0 ? rest : groups, true, version).divisions }
            : { groups: byPrefix(rest, undefined, version).matched.map((g) => this.group(g)) };
        divisions.unshift(this.origins.made({ ...this.primary(outer), ...first }, this.primaryPath(outer)));
      }
      return { [outer]: divisions };
    }
    if (has(inner)) return { [inner]: this.divisions(inner, this.of(inner), groups, true, version).divisions };
    if (groups.length > 0) return { groups: ofVersion(groups, version).map((g) => this.group(g)) };
    return undefined;
  }

  /** Each division with the groups of the pages under its url, taken from `groups` in order; what none takes is the first division when `keepRest`. */
  private divisions(
    kind: Kind,
    list: Division[],
    groups: Group[],
    keepRest: boolean,
    version: string | undefined,
    others: Division[] = [],
  ): { divisions: Json[]; rest: Group[] } {
    let rest = ofVersion(groups, version);
    const divisions: Json[] = [];
    for (const division of list) {
      if (version !== undefined && division.version !== undefined && division.version !== version) continue;
      const base = this.division(kind, division);
      const nested = list.filter((d) => d.url !== division.url && leading(d.url).startsWith(leading(division.url)));
      const inside = others.filter((d) => leading(d.url).startsWith(leading(division.url)));
      const sub = inside.length > 0 ? this.divisions(other(kind), inside, groups, false, version).divisions : [];
      const taken = byPrefix(rest, division, version, nested);
      rest = taken.rest;
      const { href: _href, ...inPlace } = base;
      if (sub.length > 0) divisions.push(this.origins.made({ ...inPlace, [other(kind)]: sub }, division.path, this.keysOf(kind, division)));
      else if (taken.matched.length > 0)
        divisions.push(this.origins.made({ ...inPlace, groups: taken.matched.map((g) => this.group(g)) }, division.path, this.keysOf(kind, division)));
      else if (division.openapi !== undefined && !isRemote(division.url))
        divisions.push(this.origins.made(inPlace, division.path, this.keysOf(kind, division)));
      else if (URL.canParse(division.url)) divisions.push(this.origins.made(base, division.path, this.keysOf(kind, division)));
      // A division whose url takes no page and links nowhere leaves nothing to show.
    }
    if (rest.length > 0 && keepRest) {
      divisions.unshift(
        this.origins.made({ ...this.primary(kind), groups: byPrefix(rest, undefined, version).matched.map((g) => this.group(g)) }, this.primaryPath(kind)),
      );
    }
    return { divisions, rest };
  }

  /** A tab or anchor of docs.json, its href being the mint.json url. */
  private division(kind: Kind, d: Division): Json {
    const openapi =
      d.openapi === undefined
        ? undefined
        : isRemote(d.url)
          ? d.openapi
          : this.origins.made({ source: d.openapi, directory: d.url }, [...d.path, 'openapi'], {
              source: [...d.path, 'openapi'],
              directory: [...d.path, 'url'],
            });
    return {
      [kind === 'tabs' ? 'tab' : 'anchor']: d.name,
      href: d.url,
      ...(d.hidden ? { hidden: d.hidden } : {}),
      ...(openapi !== undefined ? { openapi } : {}),
      ...(kind === 'anchors' && d.icon ? { icon: this.icon(d.icon, d.iconType, d.path) } : {}),
      ...(kind === 'anchors' && d.color ? { color: this.color(d.color, d.path) } : {}),
    };
  }

  /** A tab or anchor that only links out, shown on every page. */
  link(kind: Kind, d: Division): Json {
    const { openapi: _openapi, ...rest } = this.division(kind, d);
    return this.origins.made(rest, d.path, this.keysOf(kind, d));
  }

  private keysOf(kind: Kind, d: Division): Record<string, Path> {
    return {
      [kind === 'tabs' ? 'tab' : 'anchor']: [...d.path, 'name'],
      href: [...d.path, 'url'],
      hidden: [...d.path, 'isDefaultHidden'],
      icon: [...d.path, 'icon'],
      color: [...d.path, 'color'],
    };
  }

  /** A group of docs.json: its title, icon and entries, nested groups rebuilt alike. */
  group(g: Group): Json {
    const pages = this.origins.made(
      g.pages.map((entry) => ('page' in entry ? entry.page : this.group(entry))),
      [...g.path, 'pages'],
      Object.fromEntries(g.pages.map((entry, i) => [String(i), entry.path])),
    );
    return this.origins.made({ group: g.group, ...(g.icon ? { icon: this.icon(g.icon, g.iconType, g.path) } : {}), pages }, g.path, {
      group: [...g.path, 'group'],
      icon: [...g.path, 'icon'],
    });
  }

  /** mint.json's `icon` and `iconType` as docs.json's `{ name, style }`. */
  private icon(icon: unknown, iconType: unknown, path: Path): unknown {
    return iconType === undefined ? icon : this.origins.made({ name: icon, style: iconType }, [...path, 'icon'], { style: [...path, 'iconType'] });
  }

  /** An anchor's color, one hex code or a gradient's `from`, for both modes. */
  private color(color: unknown, path: Path): Json {
    const hex = typeof color === 'object' && color !== null ? (color as Json).from : color;
    return this.origins.made({ light: hex, dark: hex }, [...path, 'color']);
  }

  /** The first tab (`primaryTab`) or anchor (`topAnchor`), which holds what no other division takes. */
  private primary(kind: Kind): Json {
    if (kind === 'anchors') {
      const top = asObject(this.mint.topAnchor);
      return {
        ...(typeof top?.name === 'string' ? { anchor: top.name } : { anchor: 'Documentation', icon: 'book-open' }),
        ...(top?.icon ? { icon: this.icon(top.icon, top.iconType, ['topAnchor']) } : {}),
      };
    }
    const tab = asObject(this.mint.primaryTab);
    return tab ? { tab: tab.name, ...(tab.isDefaultHidden !== undefined ? { hidden: tab.isDefaultHidden } : {}) } : { tab: 'Documentation' };
  }

  private primaryPath(kind: Kind): Path {
    const key = kind === 'anchors' ? 'topAnchor' : 'primaryTab';
    return this.mint[key] !== undefined ? [key] : ['navigation'];
  }

  private of(kind: Kind): Division[] {
    return kind === 'tabs' ? this.tabs : this.anchors;
  }
}

/**
 * The groups of `groups` cut to the pages under the division's url (all pages without one), and
 * the rest. Pages under a nested division's url are left for that division. A nested group with
 * pages on both sides is in both: its matching part here, the whole of it in the rest.
 */
function byPrefix(groups: Group[], division: Division | undefined, version: string | undefined, nested: Division[] = []): { matched: Group[]; rest: Group[] } {
  const matched: Group[] = [];
  const rest: Group[] = [];
  if (division && isRemote(division.url)) return { matched, rest: groups };
  for (const group of groups) {
    const inside: Entry[] = [];
    const outside: Entry[] = [];
    if (inVersion(group, version)) {
      for (const entry of group.pages) {
        if ('page' in entry) {
          const taken = (!division || under(entry.page, division.url)) && !nested.some((d) => under(entry.page, d.url));
          (taken ? inside : outside).push(entry);
        } else {
          const split = byPrefix([entry], division, version, nested);
          inside.push(...split.matched);
          if (split.rest.length > 0) outside.push(entry);
        }
      }
    }
    if (inside.length > 0) matched.push({ group: group.group, icon: group.icon, iconType: group.iconType, pages: inside, path: group.path });
    if (outside.length > 0) rest.push({ ...group, pages: outside });
  }
  return { matched, rest };
}

/** The groups a version shows: those marked with it or with no version, each cut to the pages the version's divisions or no version's take. */
function groupsOfVersion(groups: Group[], version: string, prefixes: Map<string, string[]>): Group[] {
  const result: Group[] = [];
  for (const group of groups) {
    if (group.version !== version && group.version !== undefined) continue;
    const pages: Entry[] = [];
    for (const entry of group.pages) {
      if ('page' in entry) {
        const prefixed = [...prefixes].filter(([url]) => entry.page.startsWith(url));
        if (prefixed.length === 0 || prefixed.some(([, names]) => names.includes(version))) pages.push(entry);
      } else pages.push(...groupsOfVersion([entry], version, prefixes));
    }
    if (pages.length > 0) result.push({ group: group.group, icon: group.icon, iconType: group.iconType, pages, path: group.path });
  }
  return result;
}

/** Which of tabs and anchors goes on top: the one whose urls hold the other's. */
function outermost(tabs: Division[], anchors: Division[]): Kind {
  if (tabs.length === 0) return 'anchors';
  if (anchors.length === 0) return 'tabs';
  const tabsInAnchors = tabs.filter((t) => anchors.some((a) => leading(t.url).startsWith(leading(a.url)))).length;
  const anchorsInTabs = anchors.filter((a) => tabs.some((t) => leading(a.url).startsWith(leading(t.url)))).length;
  if (tabsInAnchors === tabs.length) return 'tabs';
  if (anchorsInTabs === anchors.length) return 'anchors';
  return tabsInAnchors > anchorsInTabs ? 'tabs' : 'anchors';
}

function ofVersion(groups: Group[], version: string | undefined): Group[] {
  return groups.filter((g) => inVersion(g, version));
}

function inVersion(group: Group, version: string | undefined): boolean {
  return version === undefined || group.version === undefined || group.version === version;
}

function other(kind: Kind): Kind {
  return kind === 'tabs' ? 'anchors' : 'tabs';
}

function under(page: string, url: string): boolean {
  return leading(trailing(page)).startsWith(leading(trailing(url)));
}

function leading(path: string): string {
  return path.startsWith('/') ? path : `/${path}`;
}

function trailing(path: string): string {
  return path.endsWith('/') ? path : `${path}/`;
}

function isRemote(url: string | undefined): url is string {
  return url !== undefined && /^https?:\/\//.test(url);
}

function asObject(value: unknown): Json | undefined {
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Json) : undefined;
}

type Invalid = (path: Path, message: string) => void;

function readGroups(navigation: unknown, invalid: Invalid): Group[] {
  if (navigation === undefined) return [];
  if (!Array.isArray(navigation)) {
    invalid(['navigation'], '`navigation` of mint.json must be a list of groups');
    return [];
  }
  return navigation.flatMap((item, i) => readGroup(item, ['navigation', String(i)], invalid) ?? []);
}

function readGroup(value: unknown, path: Path, invalid: Invalid): Group | undefined {
  const group = asObject(value);
  if (!group || typeof group.group !== 'string' || !Array.isArray(group.pages)) {
    invalid(path, 'A navigation group needs a `group` title and a list of `pages`');
    return undefined;
  }
  const pages = group.pages.flatMap((entry, i): Entry[] => {
    const at = [...path, 'pages', String(i)];
    if (typeof entry === 'string') return [{ page: entry, path: at }];
    const nested = readGroup(entry, at, invalid);
    return nested ? [nested] : [];
  });
  return { group: group.group, icon: group.icon, iconType: group.iconType, version: group.version, pages, path };
}

function readDivisions(mint: Json, key: Kind, invalid: Invalid): Division[] {
  const list = mint[key];
  if (list === undefined) return [];
  if (!Array.isArray(list)) {
    invalid([key], `\`${key}\` of mint.json must be a list`);
    return [];
  }
  return list.flatMap((item, i): Division[] => {
    const d = asObject(item);
    const path = [key, String(i)];
    if (!d || typeof d.url !== 'string' || typeof d.name !== 'string') {
      invalid(path, `Each of \`${key}\` needs a \`name\` and a \`url\``);
      return [];
    }
    return [
      { name: d.name, url: d.url, icon: d.icon, iconType: d.iconType, color: d.color, version: d.version, openapi: d.openapi, hidden: d.isDefaultHidden, path },
    ];
  });
}

function readVersions(list: unknown, invalid: Invalid): Version[] {
  if (list === undefined) return [];
  if (!Array.isArray(list)) {
    invalid(['versions'], '`versions` of mint.json must be a list');
    return [];
  }
  return list.flatMap((item, i): Version[] => {
    const path = ['versions', String(i)];
    if (typeof item === 'string') return [{ name: item, namePath: path, path }];
    const v = asObject(item);
    if (!v || typeof v.name !== 'string') {
      invalid(path, 'Each version is a name, or an object with a `name`');
      return [];
    }
    return [
      {
        name: v.name,
        namePath: [...path, 'name'],
        path,
        ...(typeof v.url === 'string' ? { url: v.url } : {}),
        ...(v.default !== undefined ? { default: v.default } : {}),
        ...(typeof v.locale === 'string' ? { locale: v.locale } : {}),
      },
    ];
  });
}
