/**
 * The text with every occurrence of the API key masked. What a model server
 * sends back (an error message, a reply) may echo the key it was sent; that
 * text goes on to the log, the report, the event log and comments.
 */
export function withoutKey(text: string, apiKey: string | undefined): string {
  return apiKey ? text.split(apiKey).join('***') : text;
}
