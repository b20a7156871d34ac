import {
  signatureAnalysisSchema,
  type SignatureAnalysis,
} from '../../../../src/languages/python/testgen/signature.js';

/** An analysis as analyze_signature reports it (defaults filled by the schema, as a policy reads it). */
export function analysis(fields: Record<string, unknown>): SignatureAnalysis {
  const target = {
    name: 'f',
    full_name: 'f',
    kind: 'function',
    file: 'calc/ops.py',
    line: 1,
    ...(fields.target as object),
  };
  return signatureAnalysisSchema.parse({ module: 'calc.ops', ...fields, target });
}

export const POINT = {
  kind: 'dataclass',
  fields: [
    { name: 'x', annotation: 'float' },
    { name: 'y', annotation: 'float', default: '0.0' },
  ],
};
export const COLOR = {
  kind: 'enum',
  flavor: 'Enum',
  members: [
    { name: 'RED', value: '"red"' },
    { name: 'GREEN', value: '"green"' },
  ],
};
