/** What a secret reads as wherever Remora writes: the runner's own mask. */
export const REDACTED = '***';

/**
 * `text` with every occurrence of each secret replaced by `***`. Secrets
 * shorter than four characters are left alone: masking every `a` would
 * make the text unreadable and protect nothing.
 */
export function redactText(text: string, secrets: readonly string[]): string {
  let out = text;
  for (const secret of secrets)
    if (secret.length >= 4 && out.includes(secret)) out = out.split(secret).join(REDACTED);
  return out;
}

/**
 * A copy of `value` with {@link redactText} applied to every string in it,
 * through arrays and plain objects; bytes and other objects pass unchanged.
 */
export function redactDeep<T>(value: T, secrets: readonly string[]): T {
  if (typeof value === 'string') return redactText(value, secrets) as T;
  if (Array.isArray(value)) return value.map((item: unknown) => redactDeep(item, secrets)) as T;
  if (
    value !== null &&
    typeof value === 'object' &&
    Object.getPrototypeOf(value) === Object.prototype
  )
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, redactDeep(item, secrets)]),
    ) as T;
  return value;
}
