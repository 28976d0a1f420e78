// The shapes of the request model, one zod schema each: what goes in (an operation's parameters,
// servers and security schemes, structurally the same as `@quire/openapi`'s) and what comes out.
import { z } from 'zod';

/** The HTTP request to send, fully composed: what the relay receives and a sample prints. */
export const httpRequestSchema = z.object({
  /** Upper case: `GET`, `POST`. */
  method: z.string().min(1),
  /** Absolute http(s) URL, query string included, percent-encoded. */
  url: z.string(),
  /** Header name -> value, in the case the spec writes it. */
  headers: z.record(z.string(), z.string()),
  body: z.string().nullable(),
  /** How `body` is encoded: text as is, or bytes (files, multipart) as base64. */
  bodyEncoding: z.enum(['utf8', 'base64']),
});
export type HttpRequest = z.infer<typeof httpRequestSchema>;

/** Where a parameter goes and how it is written (OpenAPI `style` and `explode`). */
export const parameterSpecSchema = z.object({
  name: z.string(),
  in: z.enum(['path', 'query', 'querystring', 'header', 'cookie']),
  required: z.boolean().optional(),
  style: z.string().optional(),
  explode: z.boolean().optional(),
  /** A parameter with `content` is one value in that media type, never split by a style. */
  content: z.array(z.unknown()).optional(),
});
export type ParameterSpec = z.infer<typeof parameterSpecSchema>;

/** A server URL template and its variables. */
export const serverSpecSchema = z.object({
  url: z.string(),
  variables: z.record(z.string(), z.object({ default: z.string(), enum: z.array(z.string()).optional() })),
});
export type ServerSpec = z.infer<typeof serverSpecSchema>;

/** The security scheme kinds that put something in a request (mutual TLS does not). */
export const securitySchemeSpecSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('apiKey'), name: z.string(), in: z.enum(['header', 'query', 'cookie']) }),
  z.object({ type: z.literal('http'), scheme: z.string() }),
  z.object({ type: z.literal('oauth2') }),
  z.object({ type: z.literal('openIdConnect') }),
  z.object({ type: z.literal('mutualTLS') }),
]);
export type SecuritySchemeSpec = z.infer<typeof securitySchemeSpecSchema>;

/**
 * What the holder of a credential gives: one value (an API key, a token, a whole Authorization
 * value, or `user:password` for basic), or a username and password.
 */
export const secretSchema = z.union([z.object({ value: z.string() }), z.object({ username: z.string(), password: z.string() })]);
export type Secret = z.infer<typeof secretSchema>;

/** A credential placed in the request: a header, a query parameter or a cookie. */
export const credentialSchema = z.object({ in: z.enum(['header', 'query', 'cookie']), name: z.string(), value: z.string() });
export type Credential = z.infer<typeof credentialSchema>;

/** The body as it will be sent; `text` for text bodies, else `base64` of the bytes. */
export const requestBodySchema = z.object({
  /** Content-Type header, multipart boundary included; none for a body whose type the client sets. */
  contentType: z.string().optional(),
  text: z.string().optional(),
  base64: z.string().optional(),
});
export type RequestBody = z.infer<typeof requestBodySchema>;
