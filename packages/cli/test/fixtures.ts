/** A 3.1 spec with tags, x-docs, an excluded operation and a webhook. */
export const shopSpec = `openapi: 3.1.0
info: { title: Shop, version: "1.0" }
servers: [{ url: "https://shop.example.com" }]
tags: [{ name: Orders }]
paths:
  /orders:
    get:
      operationId: listOrders
      summary: List orders
      description: |
        Every order, newest first.

        Paginated.
      tags: [Orders]
      x-docs:
        metadata: { sidebarTitle: "All orders", "og:title": "Orders" }
        content: "<Note>Orders are kept for 90 days.</Note>"
      responses: { "200": { description: ok } }
    post:
      summary: Create an order
      deprecated: true
      tags: [Orders]
      responses: { "201": { description: created } }
  /internal:
    get: { x-excluded: true, responses: { "200": { description: ok } } }
  /health:
    get: { responses: { "200": { description: ok } } }
webhooks:
  orderShipped:
    post: { summary: Order shipped, responses: { "200": { description: ok } } }
`;

/** Same shape, one invalid operation and one invalid root field. */
export const brokenSpec = `openapi: 3.1.0
info: { title: Broken, version: "1.0" }
paths:
  /a:
    get:
      parameters: [{ name: q, in: body }]
      responses: { "200": { description: ok } }
`;
