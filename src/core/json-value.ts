/** A value as JSON holds it: what a model sends as a tool's argument and a fixture file stores. */
export type JsonValue =
  null | boolean | number | string | JsonValue[] | { [key: string]: JsonValue };
