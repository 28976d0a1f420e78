// The inputs of one security scheme, in a fieldset named after it.
import type { SecurityScheme } from '@quire/openapi/browser';
import type { IslandContext } from '../island-parts.ts';
import { describeScheme } from './alternatives.ts';
import type { Field, FieldValues } from './credentials.ts';
import { h } from '../../dom.ts';
import { inputField, type InputOptions } from './fields.ts';
import { canGetToken } from './oauth-flows.ts';
import { oauthSection } from './oauth-section.ts';

const WHERE = { header: 'header', query: 'query parameter', cookie: 'cookie' } as const;
const BEARER_HINT = 'Sent as Authorization: Bearer <token>.';

export function schemeFieldset(
  ctx: IslandContext,
  name: string,
  scheme: SecurityScheme | undefined,
  requiredScopes: string[],
  values: FieldValues,
): HTMLFieldSetElement {
  const fieldset = h('fieldset', { class: 'pg-auth-scheme' }, h('legend', {}, name, h('span', { class: 'pg-auth-kind' }, describeScheme(scheme))));
  const field = (key: Field, options: Omit<InputOptions, 'value' | 'onInput'>) =>
    inputField(ctx, { ...options, value: values.get(name, key), onInput: (value) => values.set(name, key, value) });
  const note = (text: string) => fieldset.append(h('p', { class: 'pg-auth-note' }, text));

  if (!scheme) {
    note('The spec names this scheme in its security but does not define it, so nothing is sent for it.');
    return fieldset;
  }
  switch (scheme.type) {
    case 'apiKey':
      fieldset.append(field('key', { label: scheme.name, secret: true, hint: `Sent as the ${WHERE[scheme.in]} ${scheme.name}.` }).element);
      break;
    case 'http':
      if (scheme.scheme === 'basic') {
        fieldset.append(
          field('username', { label: 'Username' }).element,
          field('password', { label: 'Password', secret: true, hint: 'Sent as Authorization: Basic base64(username:password).' }).element,
        );
      } else if (scheme.scheme === 'bearer') {
        fieldset.append(
          field('token', { label: 'Bearer token', secret: true, hint: scheme.bearerFormat ? `A ${scheme.bearerFormat} token. ${BEARER_HINT}` : BEARER_HINT })
            .element,
        );
      } else {
        fieldset.append(
          field('authorization', {
            label: 'Authorization',
            secret: true,
            placeholder: `${scheme.scheme} …`,
            hint: `The whole Authorization header value for the ${scheme.scheme} scheme.`,
          }).element,
        );
      }
      break;
    case 'oauth2':
    case 'openIdConnect': {
      const hint = scheme.type === 'openIdConnect' && scheme.openIdConnectUrl ? `${BEARER_HINT} Provider: ${scheme.openIdConnectUrl}` : BEARER_HINT;
      const token = field('token', { label: 'Access token', secret: true, hint });
      fieldset.append(token.element);
      if (canGetToken(scheme)) {
        // As if typed: the field's own listener stores it and the shell recomposes the request.
        const setToken = (value: string) => {
          token.input.value = value;
          token.input.dispatchEvent(new Event('input', { bubbles: true }));
        };
        fieldset.append(oauthSection(ctx, name, scheme, requiredScopes, values, setToken));
      }
      break;
    }
    case 'mutualTLS':
      note(
        'This API asks for a client certificate (mutual TLS), which a web page cannot present. Call it with a tool that holds the certificate, such as curl --cert.',
      );
      break;
  }
  return fieldset;
}
