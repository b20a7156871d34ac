import type { JUnitDialect } from '../../../core/test-results/junit.js';

/**
 * pytest's `--junitxml` report: an expected failure is a `<skipped>` of type
 * `pytest.xfail`, and a failure's text holds the exception on lines that
 * start with `E   `.
 */
export const PYTEST_JUNIT: JUnitDialect = {
  expectedFailureType: 'pytest.xfail',
  exceptionLinePrefix: 'E   ',
};
