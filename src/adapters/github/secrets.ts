import { redactDeep, redactText } from '../../core/report/redact.js';

const secrets: string[] = [];

/**
 * Registers the run's secrets (the token, the API key; the runner already
 * masks them in the log, `readActionSettings` registered them there): every
 * other place the action writes to (comments, reviews, the check, pull
 * requests, the job summary, the report and event log, error messages) goes
 * through {@link redacted}.
 */
export function registerSecrets(...values: readonly (string | undefined)[]): void {
  for (const value of values) if (value && !secrets.includes(value)) secrets.push(value);
}

/** `value` with every registered secret in its strings replaced by `***`. */
export function redacted<T>(value: T): T {
  return secrets.length === 0 ? value : redactDeep(value, secrets);
}

/** `text` with every registered secret replaced by `***`. */
export function redactedText(text: string): string {
  return redactText(text, secrets);
}

/**
 * The port with every argument of every call redacted: what Remora sends
 * GitHub never holds a secret, whichever write sends it.
 */
export function redactingPort<T extends object>(port: T): T {
  return new Proxy(port, {
    get(target, property, receiver) {
      const member = Reflect.get(target, property, receiver) as unknown;
      if (typeof member !== 'function') return member;
      return (...args: unknown[]) =>
        (member as (...a: unknown[]) => unknown).apply(
          target,
          args.map((arg) => redacted(arg)),
        );
    },
  });
}
