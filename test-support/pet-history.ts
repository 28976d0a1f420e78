// A small API's history, version by version, with the changes each step makes: the diff engine's
// tests compare against it, and the git tests commit it one version at a time.
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { stringify } from 'yaml';

// biome-ignore lint/suspicious/noExplicitAny: the steps edit this known document levels deep (s.paths['/pets'].get); an OpenAPI type makes each level optional
type Spec = Record<string, any>;

const pet = {
  type: 'object',
  required: ['id', 'name'],
  properties: {
    id: { type: 'integer' },
    name: { type: 'string' },
    kind: { type: 'string', enum: ['cat', 'dog'] },
    tag: { type: 'string' },
    home: {
      oneOf: [
        { title: 'House', type: 'object', properties: { garden: { type: 'boolean' } } },
        { title: 'Flat', type: 'object', properties: { floor: { type: 'integer' } } },
      ],
    },
  },
};
const callback = (summary: string) => ({
  '{$request.body#/callbackUrl}': {
    post: { summary, requestBody: { content: petJson({ $ref: '#/components/schemas/Pet' }) }, responses: { '200': { description: 'Received.' } } },
  },
});
const newPet = {
  type: 'object',
  required: ['name'],
  properties: { name: { type: 'string' }, kind: { type: 'string', enum: ['cat', 'dog', 'bird'] }, age: { type: ['integer', 'string'] } },
};
const petJson = (schema: unknown) => ({ 'application/json': { schema } });

const first: Spec = {
  openapi: '3.1.0',
  info: { title: 'Pets', version: '1.0.0', description: 'Pets to adopt.' },
  paths: {
    '/pets': {
      get: {
        summary: 'List pets',
        parameters: [{ name: 'limit', in: 'query', description: 'How many.', schema: { type: 'integer' } }],
        responses: { '200': { description: 'The pets.', content: petJson({ type: 'array', items: { $ref: '#/components/schemas/Pet' } }) } },
      },
      post: {
        summary: 'Add a pet',
        requestBody: { required: true, content: petJson({ $ref: '#/components/schemas/NewPet' }) },
        responses: {
          '201': { description: 'Added.', headers: { 'X-Request-Id': { schema: { type: 'string' } } }, content: petJson({ $ref: '#/components/schemas/Pet' }) },
        },
        callbacks: { petReady: callback('The pet is ready') },
      },
    },
    '/pets/{id}': {
      parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'integer' } }],
      get: { summary: 'Get a pet', responses: { '200': { description: 'The pet.', content: petJson({ $ref: '#/components/schemas/Pet' }) } } },
    },
  },
  webhooks: {
    petAdopted: {
      post: {
        summary: 'A pet was adopted',
        requestBody: { content: petJson({ $ref: '#/components/schemas/Pet' }) },
        responses: { '200': { description: 'Received.' } },
      },
    },
  },
  components: {
    schemas: { Pet: pet, NewPet: newPet },
    securitySchemes: { key: { type: 'apiKey', in: 'header', name: 'X-Key' } },
  },
};

/** Each version after the first: how it is made from the one before, and the changes it makes as [page, rule, at?]. */
export const steps: { version: string; edit: (spec: Spec) => void; changes: [string, string, string?][] }[] = [
  {
    version: '1.0.0',
    // Prose only: no change to the API.
    edit: (s) => {
      s.info.description = 'Pets to adopt, now described better.';
      s.paths['/pets'].get.summary = 'List every pet';
      s.paths['/pets'].get.parameters[0].description = 'How many pets to list.';
      s.components.schemas.Pet.properties.name.description = 'What the pet answers to.';
      s.paths['/pets/{id}'].get.responses['200'].description = 'That pet.';
    },
    changes: [],
  },
  {
    version: '1.1.0',
    edit: (s) => {
      s.paths['/pets/{id}'].delete = { summary: 'Remove a pet', responses: { '204': { description: 'Removed.' } } };
      s.paths['/pets'].get.parameters.push({ name: 'sort', in: 'query', schema: { type: 'string' } });
      s.components.schemas.Pet.properties.color = { type: 'string' };
      s.components.schemas.Pet.properties.kind.enum.push('bird');
    },
    changes: [
      ['GET /pets', 'parameter-added', 'query parameter sort'],
      ['DELETE /pets/{id}', 'operation-added'],
      ['schema Pet', 'response-property-added', 'color'],
      ['schema Pet', 'response-enum-value-added', 'kind'],
    ],
  },
  {
    version: '2.0.0',
    edit: (s) => {
      s.paths['/pets'].get.parameters[0].required = true;
      s.paths['/pets'].post.security = [{ key: [] }];
      s.paths['/pets/{id}'].get.deprecated = true;
      s.webhooks.petAdopted.post.deprecated = true;
      delete s.components.schemas.Pet.properties.tag;
      s.components.schemas.Pet.properties.name.deprecated = true;
      s.components.schemas.NewPet.properties.kind.enum = ['cat', 'dog'];
      s.components.schemas.NewPet.properties.age.type = 'integer';
    },
    changes: [
      ['GET /pets', 'parameter-made-required', 'query parameter limit'],
      ['POST /pets', 'security-requirement-added', 'security'],
      ['GET /pets/{id}', 'operation-deprecated'],
      ['webhook petAdopted', 'webhook-deprecated'],
      ['schema Pet', 'property-deprecated', 'name'],
      ['schema Pet', 'response-property-removed', 'tag'],
      ['schema NewPet', 'request-enum-value-removed', 'kind'],
      ['schema NewPet', 'request-type-narrowed', 'age'],
    ],
  },
  {
    version: '2.1.0',
    edit: (s) => {
      delete s.paths['/pets/{id}'].delete;
      s.webhooks.petReturned = {
        post: { requestBody: { content: petJson({ $ref: '#/components/schemas/Pet' }) }, responses: { '200': { description: 'Received.' } } },
      };
      s.components.schemas.NewPet.properties.owner = { type: 'string' };
      s.components.schemas.NewPet.required.push('owner');
    },
    changes: [
      ['webhook petReturned', 'webhook-added'],
      ['DELETE /pets/{id}', 'operation-removed'],
      ['schema NewPet', 'required-request-property-added', 'owner'],
    ],
  },
  {
    version: '2.2.0',
    edit: (s) => {
      s.paths['/pets'].get.responses['200'].headers = { 'X-Total-Count': { schema: { type: 'integer' } } };
      delete s.paths['/pets'].post.responses['201'].headers;
      s.paths['/pets'].post.callbacks = { petAdopted: callback('The pet was adopted') };
      const home = s.components.schemas.Pet.properties.home;
      home.oneOf[0].properties.rooms = { type: 'integer' };
      home.oneOf[1] = { title: 'Boat', type: 'object', properties: { berth: { type: 'string' } } };
    },
    changes: [
      ['GET /pets', 'response-header-added', 'response 200 header X-Total-Count'],
      ['POST /pets', 'response-header-removed', 'response 201 header X-Request-Id'],
      ['POST /pets', 'callback-added', 'callback petAdopted POST'],
      ['POST /pets', 'callback-removed', 'callback petReady POST'],
      ['schema Pet', 'response-property-added', 'home(House).rooms'],
      ['schema Pet', 'response-alternative-added', 'home'],
      ['schema Pet', 'response-alternative-removed', 'home'],
    ],
  },
];

/** What the Markdown twin of `GET /pets` (and MCP's get_page) says of its history once every step is committed. */
export const listEveryPetHistory = `## Change history

Changed in 2.2.0, 2.0.0, 1.1.0

- \`query parameter sort\`: Added in 1.1.0
- \`query parameter limit\`: Changed in 2.0.0
- \`response 200 header X-Total-Count\`: Added in 2.2.0
`;

/** The YAML text of each version: the first, then one per step. */
export function versions(): string[] {
  const spec: Spec = structuredClone(first);
  const texts = [stringify(spec)];
  for (const step of steps) {
    step.edit(spec);
    spec.info.version = step.version;
    texts.push(stringify(spec));
  }
  return texts;
}

/**
 * A git repository in `dir` whose `openapi.yaml` goes through the first `count` versions (all by
 * default), one commit each, made with the real git and dated a day apart so their order is
 * plain. Returns the commits, oldest first; commitVersion adds the next ones.
 */
export function commitHistory(dir: string, count = steps.length + 1): string[] {
  git(dir, 'init', '-q', '-b', 'main');
  git(dir, 'config', 'user.email', 'docs@example.com');
  git(dir, 'config', 'user.name', 'Docs');
  return Array.from({ length: count }, (_, i) => commitVersion(dir, i));
}

/** Commits version `i` (0 is the first) of the spec as `openapi.yaml` in `dir`; returns the commit. */
export function commitVersion(dir: string, i: number): string {
  writeFileSync(join(dir, 'openapi.yaml'), versions()[i]!);
  git(dir, 'add', 'openapi.yaml');
  const date = new Date(Date.UTC(2026, 0, 1 + i)).toISOString();
  git(dir, 'commit', '-q', '-m', i ? `Step ${i}` : 'First version', { GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date });
  return git(dir, 'rev-parse', 'HEAD');
}

function git(dir: string, ...args: (string | Record<string, string>)[]): string {
  const env = args.find((a): a is Record<string, string> => typeof a === 'object') ?? {};
  const words = args.filter((a): a is string => typeof a === 'string');
  return execFileSync('git', words, {
    cwd: dir,
    encoding: 'utf8',
    env: { ...process.env, GIT_CONFIG_GLOBAL: '/dev/null', GIT_CONFIG_NOSYSTEM: '1', ...env },
  }).trim();
}
