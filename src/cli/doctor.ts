import { projectRoot } from './info.js';
import { parseCommandArgs, type CliIo } from './io.js';
import { commandOptions } from './commands.js';
import { parseOpsFlag } from './review.js';
import { formatDoctorReport, isReady } from '../core/doctor/doctor-report.js';
import { RemoraError } from '../core/errors.js';
import { runDoctor } from '../pipeline/doctor.js';
import { chooseOps, loadRunSettings } from '../pipeline/prepare.js';

const ENV_NAME = /^[A-Z_][A-Z0-9_]*$/;

/**
 * `remora doctor --server <url>`: whether a review has what it needs on a
 * model server. Prints a table; 0 when every op is ready, 1 when something
 * is missing or wrong (each named), 2 for a usage error.
 */
export async function runDoctorCommand(args: readonly string[], io: CliIo): Promise<number> {
  const { values, positionals } = parseCommandArgs(args, commandOptions('doctor'));
  if (positionals.length > 0)
    throw new RemoraError('CLI_001', `unexpected argument '${positionals[0]}'`);
  const root = await projectRoot(io);
  const flags = values.server ? { server: { base_url: values.server } } : {};
  const settings = await loadRunSettings(root, io.env, flags);
  const { config, agents, problems } = settings;
  const serverUrl = config.server.base_url;
  if (!serverUrl)
    throw new RemoraError(
      'CLI_001',
      'doctor needs --server <url> (or server.base_url in remora.yaml), such as http://remora-server:8000/v1',
    );
  const keyEnv = values['api-key-env'] ?? config.server.api_key_env;
  if (!ENV_NAME.test(keyEnv))
    throw new RemoraError(
      'CLI_001',
      `--api-key-env takes the name of an environment variable (such as REMORA_API_KEY), not '${keyEnv}'`,
    );
  const apiKey = io.env[keyEnv];
  if (values['api-key-env'] !== undefined && !apiKey)
    throw new RemoraError('CLI_001', `--api-key-env names ${keyEnv}, which is not set`);
  const ops = chooseOps(settings, parseOpsFlag(values.ops));
  const report = await runDoctor({
    serverUrl,
    ...(apiKey ? { apiKey } : {}),
    config,
    agents,
    agentProblems: problems,
    ops,
  });
  io.stdout(formatDoctorReport(report));
  if (isReady(report)) return 0;
  io.stderr(
    report.models.ok
      ? `remora doctor: not ready: ${report.verdicts
          .filter((v) => v.problem !== undefined)
          .map((v) => v.op)
          .join(', ')}\n`
      : `remora doctor: not ready: ${report.models.message}\n`,
  );
  return 1;
}
