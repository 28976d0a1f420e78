// How a change's sentence names the place it is at (places.ts writes the same places as keys):
// `the 200 response (application/json)`, `the query parameter \`limit\``. Every report shows a
// change under or beside its page (`GET /pets`, `channel chat`), so a sentence never names the page.

export const placeNames = {
  parameter: (where: string, name: string) => `the ${where} parameter \`${name}\``,
  requestBody: (mediaType: string) => `the request body (${mediaType})`,
  response: (status: string) => `the ${status} response`,
  responseBody: (status: string, mediaType: string) => `the ${status} response (${mediaType})`,
  responseHeader: (status: string, name: string) => `the header \`${name}\` of the ${status} response`,
  message: (name: string) => `the message \`${name}\``,
  messagePayload: (name: string) => `the payload of message \`${name}\``,
  messageHeaders: (name: string) => `the headers of message \`${name}\``,
};

/** A place's name at the start of a sentence. */
export function capitalized(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
