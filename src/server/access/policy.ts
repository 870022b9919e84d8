// The server reads the same casbin model and policy files as the console (access/).
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createAccessChecker, type AccessChecker } from '@/domain/access/enforcer';

const accessDir = fileURLToPath(new URL('../../../access/', import.meta.url));

export function loadAccessChecker(): Promise<AccessChecker> {
  return createAccessChecker(readFileSync(`${accessDir}model.conf`, 'utf8'), readFileSync(`${accessDir}policy.csv`, 'utf8'));
}
