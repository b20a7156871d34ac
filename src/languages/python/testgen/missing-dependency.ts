/**
 * A test run that pytest could not start or collect because a module the
 * project needs is not installed (`ModuleNotFoundError: No module named
 * 'hypothesis'` while importing a conftest.py or a test module): the job's
 * environment lacks the project's test requirements, which says nothing
 * about the code under review.
 */
export interface MissingDependency {
  /** The top-level module pytest could not import. */
  module: string;
  /** The workflow step that installs the project's test requirements. */
  install: string;
}

const NOT_FOUND = /(?:ModuleNotFoundError|ImportError): No module named '([A-Za-z_][\w.]*)'/;
/** Where a module-level import failed: while pytest collected, not inside a test. */
const WHILE_COLLECTING = /ImportError while (?:loading conftest|importing test module)/g;
const TRACEBACK_LIMIT = 6000;

/** Requirement files projects keep their test dependencies in, most specific first. */
const REQUIREMENT_FILES = [
  'requirements-test.txt',
  'requirements-tests.txt',
  'test-requirements.txt',
  'requirements_test.txt',
  'requirements/test.txt',
  'requirements/tests.txt',
  'requirements-dev.txt',
  'requirements/dev.txt',
  'dev-requirements.txt',
];

/**
 * The missing module behind a run's collection failure, if that is what
 * stopped it: pytest's own words (`ImportError while loading conftest`,
 * `... while importing test module`) with the module named, where the
 * module is not one of the repository's own (those are an import path
 * problem, not the environment's). `texts` are pytest's output and the
 * report's error messages; `files` the repository's paths.
 */
export function tryMissingDependency(
  texts: readonly string[],
  files: readonly string[],
): MissingDependency | undefined {
  for (const text of texts) {
    for (const collecting of text.matchAll(WHILE_COLLECTING)) {
      // The exception pytest shows for that import, within its traceback.
      const block = text.slice(collecting.index, collecting.index + TRACEBACK_LIMIT);
      const named = NOT_FOUND.exec(block)?.[1];
      if (named === undefined) continue;
      const module = named.split('.')[0] as string;
      if (!isOwnModule(module, files)) return { module, install: installStep(files) };
    }
  }
  return undefined;
}

function isOwnModule(module: string, files: readonly string[]): boolean {
  return files.some((f) => {
    const path = f.startsWith('src/') ? f.slice('src/'.length) : f;
    return path === `${module}.py` || path.startsWith(`${module}/`);
  });
}

/** The step to add before Remora's, by the files the project keeps its requirements in. */
function installStep(files: readonly string[]): string {
  const requirements = REQUIREMENT_FILES.find((f) => files.includes(f));
  if (requirements) return `pip install -r ${requirements}`;
  if (files.includes('pyproject.toml') || files.includes('setup.py'))
    return 'pip install -e ".[test]" (the extra that lists the test requirements)';
  return 'pip install <the packages the tests import>';
}

/** The ENV_001 message: what is missing, and the workflow step that installs it. */
export function describeMissingDependency(missing: MissingDependency): string {
  return `the project's tests need the module '${missing.module}', which is not installed where Remora runs pytest: add a step that installs the project's test requirements before Remora's in the workflow (${missing.install}); this says nothing about the code under review`;
}
