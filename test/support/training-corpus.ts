import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { trajectorySchema, type Trajectory } from '../../src/core/training/trajectory.js';

const PROJECT = join(import.meta.dirname, '..', 'fixtures', 'testgen', 'project');

// A module-level lint finding with a safe fix (an unused import) and one without (E711).
const LINTED = `"""Inventory counts."""
import os
import sys


def count(items):
    if items == None:
        return 0
    return len(items)


def first(items):
    return items[0] if items else sys.maxsize
`;

/**
 * A small Python project to make trajectories from: a package with docstring
 * examples and annotations (test and docstring ops), its tests, and a module
 * with lint findings. A plain folder, as a fetched corpus is.
 */
export function makeTrainingCorpus(): string {
  const dir = mkdtempSync(join(tmpdir(), 'remora-corpus-'));
  cpSync(PROJECT, dir, { recursive: true });
  writeFileSync(join(dir, 'calc', 'inventory.py'), LINTED);
  return dir;
}

/** Every line of a trajectory file, validated against the schema. */
export function readTrajectoryFile(path: string): Trajectory[] {
  return readFileSync(path, 'utf8')
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => trajectorySchema.parse(JSON.parse(line)));
}
