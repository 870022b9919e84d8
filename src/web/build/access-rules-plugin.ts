// `virtual:access-rules`: access/policy.csv turned into a module of rule functions at build time, so
// the browser decides menus, routes and buttons without downloading and parsing casbin on every page
// load. Each rule is checked to only read the subject (src/domain/access/policy-rules.ts) before it
// becomes code; the model's matcher must be the one that module implements.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { matcherOf, parsePolicy, ruleExpression, SUPPORTED_MATCHER } from '../../domain/access/policy-rules';

const ID = 'virtual:access-rules';
const RESOLVED = '\0' + ID;
const ACCESS_DIR = fileURLToPath(new URL('../../../access/', import.meta.url));
const SUBJECT_MODULE = fileURLToPath(new URL('../../domain/access/subject.ts', import.meta.url));

/** The module's source for these model and policy texts. */
export function accessRulesModule(modelText: string, policyText: string): string {
  const matcher = matcherOf(modelText);
  if (matcher !== SUPPORTED_MATCHER) throw new Error(`access/model.conf matcher "${matcher}" is not the one the browser implements`);
  const rules = parsePolicy(policyText).map(
    (p) => `  { obj: ${JSON.stringify(p.obj)}, act: ${JSON.stringify(p.act)}, allow: (r) => (${ruleExpression(p.rule)}) },`,
  );
  return [`import { hasPermission } from ${JSON.stringify(SUBJECT_MODULE)};`, 'export const RULES = [', ...rules, '];', ''].join('\n');
}

export function accessRulesPlugin(): Plugin {
  const files = ['model.conf', 'policy.csv'].map((f) => ACCESS_DIR + f);
  return {
    name: 'tessera:access-rules',
    resolveId: (id) => (id === ID ? RESOLVED : undefined),
    load(id) {
      if (id !== RESOLVED) return undefined;
      for (const file of files) this.addWatchFile(file);
      const [model, policy] = files.map((f) => readFileSync(f, 'utf8'));
      return accessRulesModule(model!, policy!);
    },
  };
}
