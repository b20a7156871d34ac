/*
 * Where these lists come from: each rule's documentation in Ruff (the "Fix
 * safety" section of its page under docs.astral.sh/ruff/rules/, written from
 * the doc comment of the rule's source file, crates/ruff_linter/src/rules/),
 * and for rules without such a section, whether the source builds its fix with
 * `Fix::unsafe_edit(s)`, `Fix::display_only_edit(s)` or a computed
 * `Applicability`; plus Ruff's tracking issue astral-sh/ruff#15584 ("Document
 * fix safety"), which lists the rules whose fixes are sometimes unsafe. Checked
 * against Ruff 0.17. Where a rule is unsafe only in some cases that the
 * WebAssembly build cannot tell us about (it reports no applicability), it is
 * listed whole — except the cases `fix-safety.ts` can recognise itself.
 */

/**
 * Rules whose fixes Ruff documents as unsafe (always or sometimes) or as
 * display-only, within the rule families in {@link FIX_SURVEYED_PREFIXES}.
 * Their fixes are never applied: they go into `lint.unfixable`.
 */
export const UNSAFE_FIX_RULES: ReadonlySet<string> = new Set([
  // Pyflakes
  'F601', // multi-value-repeated-key-literal
  'F602', // multi-value-repeated-key-variable
  'F841', // unused-variable: dropping the assignment drops its side effects
  // pycodestyle
  'E711', // none-comparison: `==` may be overloaded
  'E712', // true-false-comparison: same
  'E731', // lambda-assignment: display-only in class bodies, unsafe elsewhere
  // pyupgrade
  'UP008', // super-call-with-parameters
  'UP013', // convert-typed-dict-functional-to-class
  'UP014', // convert-named-tuple-functional-to-class
  'UP022', // replace-stdout-stderr
  'UP028', // yield-in-for-loop
  'UP029', // unnecessary-builtin-import
  'UP030', // format-literals
  'UP031', // printf-string-formatting
  'UP036', // outdated-version-block
  'UP040', // non-pep695-type-alias
  'UP042', // replace-str-enum
  'UP044', // non-pep646-unpack
  'UP046', // non-pep695-generic-class
  'UP047', // non-pep695-generic-function
  'UP049', // private-type-parameter
  // flake8-bugbear
  'B004', // unreliable-callable-check
  'B006', // mutable-argument-default
  'B007', // unused-loop-control-variable
  'B011', // assert-false
  'B028', // no-explicit-stacklevel
  'B905', // zip-without-explicit-strict
  'B911', // batched-without-explicit-strict
  'B912', // map-without-explicit-strict
  // flake8-simplify: most rewrites change behaviour for some types, or drop comments
  'SIM101',
  'SIM102',
  'SIM103',
  'SIM105',
  'SIM108',
  'SIM109',
  'SIM110',
  'SIM112',
  'SIM114',
  'SIM117',
  'SIM118',
  'SIM201',
  'SIM202',
  'SIM208',
  'SIM210',
  'SIM211',
  'SIM212',
  'SIM220',
  'SIM221',
  'SIM222',
  'SIM223',
  'SIM401',
  'SIM905',
  // flake8-comprehensions: documented as unsafe because rewriting may drop comments
  'C400',
  'C401',
  'C402',
  'C403',
  'C404',
  'C405',
  'C406',
  'C408',
  'C409',
  'C410',
  'C411',
  'C413',
  'C414',
  'C416',
  'C417',
  'C418',
  'C419',
  'C420',
]);

/**
 * The rule families whose fixes were surveyed for the list above. Fixes of any
 * other rule (a repository may select `ALL`) are not known to be safe, so Ruff
 * is told not to offer them (`lint.fixable`).
 */
export const FIX_SURVEYED_PREFIXES: readonly string[] = [
  'F',
  'E',
  'W',
  'I',
  'UP',
  'B',
  'SIM',
  'C4',
];

/**
 * Rules whose fix Ruff marks unsafe when targeting Python before 3.10: the
 * new annotation syntax breaks libraries that evaluate annotations at runtime.
 */
export const UNSAFE_BEFORE_PY310: ReadonlySet<string> = new Set(['UP006', 'UP007', 'UP045']);
