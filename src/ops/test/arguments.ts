import { z } from 'zod';

// The arguments of the op's tools, whichever language answers them; each
// agent YAML's `parameters` must agree (checked at load).

/** `run_tests(path?)`. */
export const runTestsArguments = z.object({ path: z.string().min(1).optional() });

/** `write_test_file(path, content)`. */
export const writeTestFileArguments = z.object({ path: z.string().min(1), content: z.string() });
