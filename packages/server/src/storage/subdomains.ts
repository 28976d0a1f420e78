// A project's subdomain is one DNS label: its site is served at `<subdomain>.<host>`.

const DNS_LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

export function isSubdomain(text: string): boolean {
  return DNS_LABEL.test(text);
}

/** `My API Docs!` -> `my-api-docs`: lowercase letters and digits, runs of anything else as one hyphen. */
export function subdomainFromName(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, 63)
    .replace(/^-+|-+$/g, '');
}
