import { z } from 'zod';
import { DOCSTRING_STYLES } from './styles.js';

// The arguments of the op's tools, whichever language answers them; each
// agent YAML's `parameters` must agree (checked at load).

/** `write_docstring(docstring, style)`. */
export const writeDocstringArguments = z.object({
  docstring: z.string().min(1),
  style: z.enum(DOCSTRING_STYLES),
});
