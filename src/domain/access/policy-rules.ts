// The access policy (access/policy.csv) read without casbin, for the browser: each line's rule becomes
// a function at build time (src/web/build/access-rules-plugin.ts), matched the way access/model.conf
// says: keyMatch on the object, regexMatch on the action, the rule over the subject. The server keeps
// deciding with casbin from the same files; a unit test holds both to the same answers.
import type { AccessChecker } from './enforcer';
import type { AccessSubject } from './subject';

/** The matcher this reading implements; the build stops if access/model.conf says anything else. */
export const SUPPORTED_MATCHER = 'keyMatch(r.obj, p.obj) && regexMatch(r.act, p.act) && eval(p.rule)';

export interface PolicyLine {
  rule: string;
  obj: string;
  act: string;
}

export interface CompiledRule {
  obj: string;
  act: string;
  allow(r: { sub: AccessSubject }): boolean;
}

/** The `p` lines of the policy: comma-separated, a field in double quotes may hold commas. */
export function parsePolicy(text: string): PolicyLine[] {
  const lines: PolicyLine[] = [];
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) continue;
    const fields = [...line.matchAll(/\s*("([^"]*)"|[^,]*)\s*(,|$)/g)].map((m) => (m[2] ?? m[1] ?? '').trim());
    if (fields.at(-1) === '') fields.pop();
    if (fields[0] !== 'p' || fields.length !== 4) throw new Error(`policy line not understood: ${line}`);
    lines.push({ rule: fields[1]!, obj: fields[2]!, act: fields[3]! });
  }
  return lines;
}

/** The model's matcher line. */
export function matcherOf(modelText: string): string | undefined {
  return /^\s*m\s*=\s*(.+)$/m.exec(modelText)?.[1]?.trim();
}

// A rule may only read the subject and compare: no other names, no calls but hasPermission, no
// assignment. Checked token by token before it becomes code.
const RULE_TOKEN = /\s+|r\.sub\.[A-Za-z]+|hasPermission\(r\.sub,\s*'[A-Za-z0-9:_*-]+'\)|&&|\|\||===?|!==?|<=?|>=?|[()!]|-?\d+|true|false/y;

/** The rule as a JavaScript expression over `r` (the request), or an error for anything else. */
export function ruleExpression(rule: string): string {
  RULE_TOKEN.lastIndex = 0;
  let at = 0;
  while (at < rule.length) {
    RULE_TOKEN.lastIndex = at;
    const token = RULE_TOKEN.exec(rule);
    if (!token || token[0] === '') throw new Error(`rule not allowed in the browser policy: ${rule} (at "${rule.slice(at)}")`);
    at = RULE_TOKEN.lastIndex;
  }
  return rule;
}

/** casbin's keyMatch: equal, or a `*` in the pattern matches any rest. */
export function keyMatch(key: string, pattern: string): boolean {
  const star = pattern.indexOf('*');
  if (star === -1) return key === pattern;
  return key.slice(0, star) === pattern.slice(0, star);
}

const patterns = new Map<string, RegExp>();

/** casbin's regexMatch: the pattern found anywhere in the action. */
export function regexMatch(act: string, pattern: string): boolean {
  let re = patterns.get(pattern);
  if (!re) patterns.set(pattern, (re = new RegExp(pattern)));
  return re.test(act);
}

export function createRuleChecker(rules: readonly CompiledRule[]): AccessChecker {
  return {
    can: async (sub, obj, act) => rules.some((p) => keyMatch(obj, p.obj) && regexMatch(act, p.act) && p.allow({ sub })),
  };
}
