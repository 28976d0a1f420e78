/** The operations of the /v1 API, by name. */
export type ApiOperation =
  | 'triggerUpdate'
  | 'getUpdateStatus'
  | 'getUpdateLogs'
  | 'getUpdateFiles'
  | 'listUpdates'
  | 'cancelUpdate'
  | 'listPreviews'
  | 'createWebhookSecret'
  | 'gitWebhook'
  | 'openapiJson'
  | 'openapiYaml';

interface RouteDefinition {
  operation: ApiOperation;
  method: 'GET' | 'POST';
  /** The path, with `{id}` standing for one path segment. */
  pattern: RegExp;
}

const routes: RouteDefinition[] = [
  { operation: 'triggerUpdate', method: 'POST', pattern: /^\/v1\/project\/update\/([^/]*)$/ },
  { operation: 'getUpdateStatus', method: 'GET', pattern: /^\/v1\/project\/update-status\/([^/]*)$/ },
  { operation: 'getUpdateLogs', method: 'GET', pattern: /^\/v1\/project\/update-logs\/([^/]*)$/ },
  { operation: 'getUpdateFiles', method: 'GET', pattern: /^\/v1\/project\/update-files\/([^/]*)$/ },
  { operation: 'listUpdates', method: 'GET', pattern: /^\/v1\/project\/updates\/([^/]*)$/ },
  { operation: 'cancelUpdate', method: 'POST', pattern: /^\/v1\/project\/update-cancel\/([^/]*)$/ },
  { operation: 'listPreviews', method: 'GET', pattern: /^\/v1\/project\/previews\/([^/]*)$/ },
  { operation: 'createWebhookSecret', method: 'POST', pattern: /^\/v1\/project\/webhook-secret\/([^/]*)$/ },
  { operation: 'gitWebhook', method: 'POST', pattern: /^\/v1\/webhooks\/git$/ },
  { operation: 'openapiJson', method: 'GET', pattern: /^\/v1\/openapi\.json$/ },
  { operation: 'openapiYaml', method: 'GET', pattern: /^\/v1\/openapi\.yaml$/ },
];

export type RouteMatch =
  | { kind: 'operation'; operation: ApiOperation; id: string }
  /** The path exists but not with this method: the methods it takes, for Allow. */
  | { kind: 'wrong-method'; allow: string }
  | { kind: 'no-route' };

/** Which operation a request names; HEAD is taken wherever GET is. */
export function matchRoute(method: string, path: string): RouteMatch {
  const matching = routes.flatMap((route) => {
    const match = route.pattern.exec(path);
    return match ? [{ route, id: match[1] ?? '' }] : [];
  });
  if (matching.length === 0) return { kind: 'no-route' };
  const found = matching.find(({ route }) => route.method === method || (route.method === 'GET' && method === 'HEAD'));
  if (found) return { kind: 'operation', operation: found.route.operation, id: safeDecode(found.id) };
  const methods = new Set(matching.flatMap(({ route }) => (route.method === 'GET' ? ['GET', 'HEAD'] : [route.method])));
  return { kind: 'wrong-method', allow: [...methods].join(', ') };
}

/** A path segment as text; one that does not decode is kept as is and fails the id check. */
function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** Whether a request's path is the API's to answer. */
export function isApiPath(path: string): boolean {
  return path === '/v1' || path.startsWith('/v1/');
}
