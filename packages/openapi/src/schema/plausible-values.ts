// Values that read like data for schemas that give none: by `format` first, then by the name of
// the property that holds them. Pure and small, so the playground's placeholders share them.

/** A string that fits a `format`, or undefined for formats that say nothing about the value. */
export function formatExample(format: unknown): string | undefined {
  return typeof format === 'string' ? formats[format] : undefined;
}

const formats: Record<string, string> = {
  email: 'jane@example.com',
  'idn-email': 'jane@example.com',
  uuid: '3fa85f64-5717-4562-b3fc-2c963f66afa6',
  'date-time': '2024-05-01T09:30:00Z',
  date: '2024-05-01',
  time: '09:30:00Z',
  duration: 'PT15M',
  uri: 'https://example.com',
  url: 'https://example.com',
  iri: 'https://example.com',
  'uri-reference': '/docs/getting-started',
  'iri-reference': '/docs/getting-started',
  'uri-template': 'https://example.com/{id}',
  hostname: 'example.com',
  'idn-hostname': 'example.com',
  // Addresses reserved for documentation (RFC 5737, RFC 3849).
  ipv4: '203.0.113.7',
  ipv6: '2001:db8::7',
  password: 'correct-horse-battery-staple',
  byte: 'SGVsbG8sIHdvcmxkIQ==',
  'json-pointer': '/data/0/name',
  'relative-json-pointer': '1/name',
  regex: '^[a-z]+$',
  phone: '+1 555 0100',
  'phone-number': '+1 555 0100',
  currency: 'USD',
  country: 'US',
  language: 'en',
  color: '#0e7c66',
};

/** The words of a property name, lower case: `createdAt`, `created_at` and `created-at` are `created at`. */
export function nameWords(name: string): string[] {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

// Owners whose `name` is a person's.
const people = new Set([
  'user',
  'customer',
  'person',
  'member',
  'owner',
  'author',
  'contact',
  'employee',
  'account',
  'profile',
  'admin',
  'staff',
  'buyer',
  'seller',
  'recipient',
  'sender',
  'patient',
  'student',
  'client',
  'assignee',
  'creator',
  'reviewer',
  'guardian',
  'adopter',
]);

const strings: Record<string, string> = {
  email: 'jane@example.com',
  email_address: 'jane@example.com',
  first_name: 'Jane',
  firstname: 'Jane',
  given_name: 'Jane',
  last_name: 'Doe',
  lastname: 'Doe',
  surname: 'Doe',
  family_name: 'Doe',
  username: 'jane_doe',
  user_name: 'jane_doe',
  login: 'jane_doe',
  handle: 'jane_doe',
  nickname: 'jane_doe',
  screen_name: 'jane_doe',
  phone: '+1 555 0100',
  phone_number: '+1 555 0100',
  telephone: '+1 555 0100',
  mobile: '+1 555 0100',
  description: 'A short description.',
  summary: 'A short summary.',
  bio: 'A short description.',
  about: 'A short description.',
  details: 'A short description.',
  message: 'Hello, world!',
  comment: 'Looks good to me.',
  note: 'Looks good to me.',
  notes: 'Looks good to me.',
  text: 'Hello, world!',
  body: 'Hello, world!',
  content: 'Hello, world!',
  title: 'Getting started',
  url: 'https://example.com',
  uri: 'https://example.com',
  href: 'https://example.com',
  link: 'https://example.com',
  website: 'https://example.com',
  homepage: 'https://example.com',
  image: 'https://example.com/image.png',
  photo: 'https://example.com/photo.jpg',
  picture: 'https://example.com/photo.jpg',
  avatar: 'https://example.com/avatar.png',
  icon: 'https://example.com/icon.png',
  logo: 'https://example.com/logo.png',
  thumbnail: 'https://example.com/thumbnail.jpg',
  timestamp: '2024-05-01T09:30:00Z',
  datetime: '2024-05-01T09:30:00Z',
  date: '2024-05-01',
  birthday: '2020-04-01',
  birthdate: '2020-04-01',
  date_of_birth: '2020-04-01',
  dob: '2020-04-01',
  slug: 'getting-started',
  token: 'tok_4f9a2c8e1b7d',
  access_token: 'tok_4f9a2c8e1b7d',
  refresh_token: 'tok_7d1b8e2c9a4f',
  password: 'correct-horse-battery-staple',
  secret: 'sk_test_4f9a2c8e1b7d',
  client_secret: 'sk_test_4f9a2c8e1b7d',
  api_key: 'sk_test_4f9a2c8e1b7d',
  color: '#0e7c66',
  colour: '#0e7c66',
  currency: 'USD',
  currency_code: 'USD',
  country: 'US',
  country_code: 'US',
  language: 'en',
  lang: 'en',
  locale: 'en-US',
  timezone: 'Europe/Paris',
  time_zone: 'Europe/Paris',
  city: 'Lisbon',
  address: '1 Main Street',
  street: '1 Main Street',
  street_address: '1 Main Street',
  address_line1: '1 Main Street',
  line1: '1 Main Street',
  address_line2: 'Apartment 4',
  line2: 'Apartment 4',
  zip: '94107',
  zipcode: '94107',
  zip_code: '94107',
  postal_code: '94107',
  postcode: '94107',
  company: 'Example Inc.',
  organization: 'Example Inc.',
  organisation: 'Example Inc.',
  ip: '203.0.113.7',
  ip_address: '203.0.113.7',
  host: 'example.com',
  hostname: 'example.com',
  domain: 'example.com',
  version: '1.0.0',
  status: 'active',
  mime_type: 'application/json',
  content_type: 'application/json',
  media_type: 'application/json',
  filename: 'report.pdf',
  file_name: 'report.pdf',
  sha: '3a7bd3e2360a3d29eea436fcfb7e44c735d117c4',
  hash: '3a7bd3e2360a3d29eea436fcfb7e44c735d117c4',
  checksum: '3a7bd3e2360a3d29eea436fcfb7e44c735d117c4',
  etag: '3a7bd3e2360a3d29eea436fcfb7e44c735d117c4',
  cursor: 'eyJpZCI6NDJ9',
  next: 'eyJpZCI6NDJ9',
  next_cursor: 'eyJpZCI6NDJ9',
  page_token: 'eyJpZCI6NDJ9',
  next_page_token: 'eyJpZCI6NDJ9',
  tag: 'featured',
  label: 'featured',
  category: 'general',
  query: 'search terms',
  search: 'search terms',
};

const numbers: Record<string, number> = {
  id: 42,
  count: 3,
  total: 42,
  total_count: 42,
  quantity: 2,
  qty: 2,
  limit: 20,
  per_page: 20,
  page_size: 20,
  page: 1,
  offset: 0,
  skip: 0,
  age: 4,
  year: 2024,
  month: 5,
  day: 1,
  price: 19.99,
  amount: 19.99,
  cost: 19.99,
  subtotal: 19.99,
  fee: 1.5,
  balance: 250,
  rating: 4.5,
  score: 4.5,
  latitude: 48.8566,
  lat: 48.8566,
  longitude: 2.3522,
  lng: 2.3522,
  lon: 2.3522,
  percent: 15,
  percentage: 15,
  rate: 0.15,
  ratio: 0.15,
  width: 640,
  height: 480,
  size: 1024,
  bytes: 1024,
  length: 12,
  duration: 30,
  timeout: 30,
  seconds: 30,
  port: 8080,
  weight: 12.5,
  priority: 1,
  version: 1,
  timestamp: 1714555800,
};

const falseByName = new Set([
  'deleted',
  'disabled',
  'archived',
  'banned',
  'blocked',
  'locked',
  'draft',
  'is_deleted',
  'is_disabled',
  'is_archived',
  'is_draft',
]);

/** What the value is part of: the component (or `title`) of the object holding the property. */
export interface NameContext {
  owner?: string | undefined;
}

/** A string that a property of this name plausibly holds; undefined when the name says nothing. */
export function stringForName(name: string, context: NameContext = {}): string | undefined {
  const words = nameWords(name);
  if (!words.length) return undefined;
  const key = words.join('_');
  const last = words.at(-1)!;
  if (key === 'name' || key === 'full_name' || key === 'display_name') return nameOf(context.owner);
  if (key in strings) return strings[key];
  if (last === 'id' || key === 'uuid' || key === 'guid') return idFor(key);
  if (last === 'email') return strings.email;
  if (last === 'at' || last === 'time' || last === 'timestamp') return strings.timestamp;
  if (last === 'date' || last === 'on') return strings.date;
  if (last === 'url' || last === 'uri' || last === 'href' || last === 'link')
    return words.length > 1 ? `https://example.com/${words.slice(0, -1).join('-')}` : strings.url;
  if (last === 'name' && words.length > 1) return nameOf(words.slice(0, -1).join(' '));
  if (last === 'phone') return strings.phone;
  if (last in strings && !['name', 'type', 'kind', 'state', 'code'].includes(last)) return strings[last];
  return undefined;
}

/** A number that a property of this name plausibly holds (rounded for integers); undefined when the name says nothing. */
export function numberForName(name: string, integer: boolean): number | undefined {
  const words = nameWords(name);
  if (!words.length) return undefined;
  const key = words.join('_');
  const last = words.at(-1)!;
  let value = numbers[key] ?? (last === 'id' ? 42 : last === 'count' ? 3 : last === 'at' ? 1714555800 : numbers[last]);
  if (value === undefined) return undefined;
  // Amounts in integer fields are usually minor units (cents).
  if (integer && !Number.isInteger(value)) value = ['price', 'amount', 'cost', 'subtotal', 'fee'].includes(last) ? Math.round(value * 100) : Math.round(value);
  return value;
}

/** Whether a boolean of this name is plausibly true: flags such as `deleted` usually are not. */
export function booleanForName(name: string): boolean {
  return !falseByName.has(nameWords(name).join('_'));
}

/** The value for a string nothing else describes: its name in words, marked as an example. */
export function fallbackString(name: string | undefined): string {
  const words = name ? nameWords(name) : [];
  return words.length ? `Example ${words.join(' ')}` : 'example';
}

function nameOf(owner: string | undefined): string {
  const words = owner ? nameWords(owner) : [];
  if (!words.length || words.some((w) => people.has(w))) return 'Jane Doe';
  return `Example ${words.join(' ')}`;
}

/** A UUID-shaped id that differs by name, so `id` and `owner_id` are not the same value. */
function idFor(key: string): string {
  let hash = 2166136261;
  for (const char of key) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619) >>> 0;
  const hex = hash.toString(16).padStart(8, '0');
  return `${hex}-6c54-4b01-90e6-d701748f0851`;
}

/** The singular of a plural name, for its items: `tags` -> `tag`, `categories` -> `category`. */
export function singular(name: string): string {
  if (/ies$/i.test(name)) return `${name.slice(0, -3)}y`;
  if (/(ss|x|ch|sh)es$/i.test(name)) return name.slice(0, -2);
  if (/[^s]s$/i.test(name)) return name.slice(0, -1);
  return name;
}
