import type { ContextProvider } from '../../../ops/shared/tool-context.js';
import { placeTests } from './test-target.js';

/**
 * Context provider `test.test_config` for Python: pytest's settings (from pytest.ini,
 * pyproject.toml, tox.ini or setup.cfg), the project's test layout, and
 * where this node's tests belong — so a model writes tests where the project
 * keeps them.
 */
export const pytestConfigContext: ContextProvider = async (context) => {
  const { config, layout, target } = await placeTests(context);
  const settings = config
    ? `pytest configuration from ${config.source}: testpaths ${config.testpaths.join(' ') || '(not set)'}; python_files ${config.python_files.join(' ')}${config.pythonpath.length ? `; pythonpath ${config.pythonpath.join(' ')}` : ''}.`
    : 'No pytest configuration file: pytest defaults apply.';
  const smoke =
    context.opConfig.smoke === true
      ? 'Smoke tests: on (operations.test.smoke): a smoke test may call the node with simple sample arguments.'
      : 'Smoke tests: off (operations.test.smoke): write tests only from what the docstring claims.';
  return `${settings}\n${smoke}\nTest layout: ${layout.evidence}.\nThis node's tests belong in ${target.path} (${target.exists ? 'an existing file: add to it' : 'a new file'}).`;
};
