// Credentials written into URLs: `https://TOKEN@host/...`, `https://user:password@host/...`,
// `?private_token=...`. The one owner of what such a credential looks like: project rules refuse a
// repository URL carrying one, and every text the service stores or prints (update logs and
// summaries, errors from git, messages naming a database URL) passes through `redactCredentials`,
// so a credential that reached a message anyway is never kept or shown.

/** What replaces a credential. */
const HIDDEN = '***';

/** `scheme://userinfo@`: the userinfo ends at the first `@`, and never spans a space, `/`, `?` or `#`. */
const USERINFO = /\b([a-z][a-z0-9+.-]*:\/\/)([^\s/?#@]+)@/gi;
/** `?name=value` or `&name=value` in a URL; the value ends at `&`, `#`, a space or a quote. */
const QUERY_PARAMETER = /([?&;])([^=&#\s?]+)=([^&#\s"'<>]*)/g;
/** Query parameter names whose values are secrets: GitLab's private_token, OAuth's access_token, S3's signatures… */
const SECRET_NAME = /token|secret|passw(or)?d|^pwd$|api[-_]?key|access[-_]?key|private[-_]?key|^key$|auth|signature|^sig$|credential|session/i;
/** Schemes where a bare user name is the login, not a secret: `ssh://git@github.com/...`. */
const USER_IS_LOGIN = /^(ssh|git\+ssh|ssh\+git):\/\/$/i;

/** `text` with every URL's password or token-like user name, and every token-like query value, replaced by `***`. */
export function redactCredentials(text: string): string {
  if (!text.includes('@') && !text.includes('=')) return text;
  return text
    .replace(USERINFO, (_, scheme: string, userinfo: string) => `${scheme}${redactedUserinfo(scheme, userinfo)}@`)
    .replace(QUERY_PARAMETER, (whole, separator: string, name: string, value: string) =>
      value && SECRET_NAME.test(safeDecode(name)) ? `${separator}${name}=${HIDDEN}` : whole,
    );
}

/**
 * Where a repository URL carries a credential, in words (`a password`, `the query parameter
 * private_token`); undefined when it carries none. A bare user name counts for https (GitHub and
 * GitLab tokens are commonly given as one), not for ssh, whose user is the login (`git@`).
 */
export function credentialInUrl(url: string): string | undefined {
  const userinfo = /^([a-z][a-z0-9+.-]*:\/\/)([^\s/?#@]+)@/i.exec(url.trim());
  if (userinfo) {
    const [, scheme = '', info = ''] = userinfo;
    if (info.includes(':')) return 'a password (user:password@)';
    if (!USER_IS_LOGIN.test(scheme)) return 'a token or user name before the host (…@host)';
  }
  const query = url.indexOf('?');
  if (query !== -1) {
    for (const [name, value] of new URLSearchParams(url.slice(query + 1).split('#')[0])) {
      if (value && SECRET_NAME.test(name)) return `the query parameter ${name}`;
    }
  }
  return undefined;
}

function redactedUserinfo(scheme: string, userinfo: string): string {
  const colon = userinfo.indexOf(':');
  // A user with a password keeps its name (`oauth2:***`, `quire:***`): the name alone says which login it was.
  if (colon !== -1) return `${userinfo.slice(0, colon)}:${HIDDEN}`;
  return USER_IS_LOGIN.test(scheme) ? userinfo : HIDDEN;
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
