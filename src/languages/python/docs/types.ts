import { z } from 'zod';
import { DOCSTRING_STYLES } from '../../../ops/docstring/styles.js';

export { DOCSTRING_STYLES };
export type DocstringStyle = (typeof DOCSTRING_STYLES)[number];

/** How a parameter is passed, as Python's `inspect.Parameter.kind` names it. */
export type ParamKind =
  'positional_only' | 'positional' | 'var_positional' | 'keyword_only' | 'var_keyword';

/**
 * What `read_type_hints` reports and the policy reads back from the
 * conversation: a zod schema, since the policy gets it as JSON.
 */
export const signatureSchema = z.object({
  name: z.string(),
  node_type: z.enum(['file', 'class', 'function', 'method']),
  /** The class a method belongs to, for `__init__` and predicates ("the order"). */
  class_name: z.string().nullable(),
  is_async: z.boolean(),
  decorators: z.array(z.string()),
  params: z.array(
    z.object({
      /** As written in the signature, stars included: `*args`, `**kwargs`. */
      name: z.string(),
      kind: z.enum([
        'positional_only',
        'positional',
        'var_positional',
        'keyword_only',
        'var_keyword',
      ]),
      annotation: z.string().nullable(),
      default: z.string().nullable(),
    }),
  ),
  /** The return annotation as written, or null. */
  returns: z.string().nullable(),
  /** True when the body has a `return <value>` of its own. */
  returns_value: z.boolean(),
  /** The expression of a body that is one `return <expr>` (short ones only). */
  single_return: z.string().nullable(),
  is_generator: z.boolean(),
  /** The yielded type, from an Iterator/Generator return annotation. */
  yields: z.string().nullable(),
  raises: z.array(
    z.object({
      exception: z.string(),
      message: z.string().nullable(),
      condition: z.string().nullable(),
    }),
  ),
  /** A class's instance attributes, set as `self.x` in `__init__`. */
  attributes: z.array(z.object({ name: z.string(), annotation: z.string().nullable() })),
  base_classes: z.array(z.string()),
});
export type Signature = z.infer<typeof signatureSchema>;
export type SignatureParam = Signature['params'][number];
export type RaisedException = Signature['raises'][number];
export type InstanceAttribute = Signature['attributes'][number];

const entrySchema = z.object({
  name: z.string(),
  type: z.string().nullable(),
  description: z.string(),
});
export type DocumentedEntry = z.infer<typeof entrySchema>;

/** What an existing docstring already documents, in whichever style it is written. */
export const documentedSchema = z.object({
  params: z.array(entrySchema),
  returns: entrySchema.nullable(),
  yields: entrySchema.nullable(),
  raises: z.array(entrySchema),
  attributes: z.array(entrySchema),
});
export type Documented = z.infer<typeof documentedSchema>;

/** A section Remora does not write (examples, notes); a null title is text kept verbatim. */
export const otherSectionSchema = z.object({ title: z.string().nullable(), body: z.string() });
export type OtherSection = z.infer<typeof otherSectionSchema>;

/** What `read_current_docstring` reports. */
export const currentDocstringSchema = z.object({
  has_docstring: z.boolean(),
  /** The docstring's value, cleaned as `inspect.cleandoc` does. */
  docstring: z.string().nullable(),
  /** Its first paragraph. */
  summary: z.string().nullable(),
  /** The prose between the summary and the first section. */
  description: z.string().nullable(),
  /** Sections other than parameters, returns, yields, raises and attributes (examples, notes). */
  other_sections: z.array(otherSectionSchema),
  detected_style: z.enum(DOCSTRING_STYLES).nullable(),
  /** The style this project writes (configured, else detected from the file, else google). */
  style: z.enum(DOCSTRING_STYLES),
  documented: documentedSchema,
});
export type CurrentDocstring = z.infer<typeof currentDocstringSchema>;
