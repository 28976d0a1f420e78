import type { RuleId } from './rules.ts';

/** What a change is about. */
export type ChangeSubject =
  | 'operation'
  | 'webhook'
  | 'parameter'
  | 'request-body'
  | 'response'
  | 'media-type'
  | 'property'
  | 'type'
  | 'enum-value'
  | 'alternative'
  | 'header'
  | 'callback'
  | 'security'
  | 'schema'
  | 'channel'
  | 'message';

export type ChangeAction = 'added' | 'removed' | 'changed' | 'deprecated';

/** One change between two versions of an OpenAPI document. */
export interface Change {
  subject: ChangeSubject;
  action: ChangeAction;
  /**
   * The page it shows on, as users name it: an operation's or webhook's key (`GET /pets`,
   * `webhook petAdopted`), `schema Pet` for a component schema, or `channel petEvents` for an AsyncAPI channel.
   */
  page: string;
  /** Where on that page (`query parameter limit`, `response 200 application/json › items[].id`); absent for the page itself. */
  at?: string;
  /** The enum value (as JSON) or the oneOf/anyOf alternative (see places.ts) an `enum-value` or `alternative` change added or removed. */
  value?: string;
  /** The rule that classifies it (rules.ts), named beside it in every report. */
  rule: RuleId;
  breaking: boolean;
  /** One sentence a reader understands without the rule. */
  message: string;
}

/** Which way data of a schema flows, for the rules that depend on it. */
export type Direction = 'request' | 'response';
