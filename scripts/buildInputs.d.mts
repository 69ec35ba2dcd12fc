// The types of buildInputs.mjs, for the tests that import it.

export interface Build {
  name: string;
  inputs: string[];
  outputs: string[];
  stamp: string;
  tool: string;
  canBuild(root: string): boolean;
}

export type BuildDecision = 'current' | 'build' | 'keep' | 'missing';

export const SITE_BUILD: Build;
export const SERVER_BUILD: Build;
export function fingerprint(inputs: string[], root?: string): string;
export function recordInputs(stampFile: string, inputs: string): void;
export function recordedInputs(stampFile: string): string | undefined;
export function buildDecision(state: {
  built: boolean;
  recorded: string | undefined;
  current: string;
  canBuild: boolean;
}): BuildDecision;
export function planBuild(build: Build, root?: string): { decision: BuildDecision; current: string };
