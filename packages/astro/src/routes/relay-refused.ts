// `POST /api/request` on a worker runtime (Cloudflare): its fetch() resolves host names itself,
// so the relay could check an address and then connect to another one (DNS rebinding onto
// internal addresses). It refuses every request rather than relay one it cannot check; readers'
// browsers then send requests themselves (the island reads 501 as "no relay").
import { relayProblem } from '@quire/request/problems';

export const prerender = false;

export const ALL = (): Response => {
  const problem = relayProblem(
    'cannot-check',
    'This site runs on a worker runtime, which cannot pin the address a host name resolves to, so its relay cannot make sure a request stays off internal networks. It relays nothing: send the request from your browser or with cURL.',
  );
  return new Response(JSON.stringify(problem), { status: problem.status, headers: { 'content-type': 'application/problem+json' } });
};
