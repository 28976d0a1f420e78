// The snippet generator of each sample language (languages.ts): loaded by what writes samples (the
// pages, the highlighting worker's warm-up), not by what only reads the languages' names. Only
// the generators listed here are imported, so the site build does not bundle all of snippetz's clients.
import { csharpHttpclient } from '@scalar/snippetz/plugins/csharp/httpclient';
import { dartHttp } from '@scalar/snippetz/plugins/dart/http';
import { goNative } from '@scalar/snippetz/plugins/go/native';
import { httpHttp11 } from '@scalar/snippetz/plugins/http/http11';
import { javaNethttp } from '@scalar/snippetz/plugins/java/nethttp';
import { jsFetch } from '@scalar/snippetz/plugins/js/fetch';
import { kotlinOkhttp } from '@scalar/snippetz/plugins/kotlin/okhttp';
import { nodeFetch } from '@scalar/snippetz/plugins/node/fetch';
import { phpCurl } from '@scalar/snippetz/plugins/php/curl';
import { powershellRestmethod } from '@scalar/snippetz/plugins/powershell/restmethod';
import { pythonRequests } from '@scalar/snippetz/plugins/python/requests';
import { rubyNative } from '@scalar/snippetz/plugins/ruby/native';
import { rustReqwest } from '@scalar/snippetz/plugins/rust/reqwest';
import { shellCurl } from '@scalar/snippetz/plugins/shell/curl';
import { swiftNsurlsession } from '@scalar/snippetz/plugins/swift/nsurlsession';
import type { SampleLanguage, SampleLanguageId } from './languages.ts';
import type { SampleRequest } from './sample-request.ts';

const generators: Record<SampleLanguageId, { generate: (request: SampleRequest) => string }> = {
  curl: shellCurl,
  javascript: jsFetch,
  node: nodeFetch,
  python: pythonRequests,
  go: goNative,
  java: javaNethttp,
  ruby: rubyNative,
  php: phpCurl,
  csharp: csharpHttpclient,
  swift: swiftNsurlsession,
  kotlin: kotlinOkhttp,
  rust: rustReqwest,
  dart: dartHttp,
  powershell: powershellRestmethod,
  http: httpHttp11,
};

/** The sample of one request in one language, as its snippetz client writes it. */
export function generateSample(language: SampleLanguage, request: SampleRequest): string {
  return generators[language.id].generate(request);
}
