/** An answer to one API request: its HTTP status and its JSON body. */
export interface ApiAnswer {
  status: number;
  body: unknown;
}

/** An error in the shape OpenAI's API (and so its SDK) reads: `{error: {message, type, param, code}}`. */
export function apiError(
  status: number,
  message: string,
  type: string,
  code: string | null = null,
  param: string | null = null,
): ApiAnswer {
  return { status, body: { error: { message, type, param, code } } };
}
