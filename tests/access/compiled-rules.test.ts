// The browser decides with rules compiled from access/ at build time, the server with casbin from the
// same files: both must give the same answer for every object and action the policy names, for
// subjects covering every flag, role, agency level and permission list the rules read.
import { readFileSync } from 'node:fs';
import { RULES } from 'virtual:access-rules';
import { describe, expect, it } from 'vitest';
import { createAccessChecker } from '@/domain/access/enforcer';
import { createRuleChecker, parsePolicy, ruleExpression } from '@/domain/access/policy-rules';
import type { AccessSubject } from '@/domain/access/subject';
import { ANONYMOUS } from '@/domain/access/subject';
import { ROUTES } from '@resources';
import { accessRulesModule } from '@/web/build/access-rules-plugin';

const model = readFileSync('access/model.conf', 'utf8');
const policy = readFileSync('access/policy.csv', 'utf8');
const lines = parsePolicy(policy);

/** A small deterministic random source, so a failure names the same subjects every run. */
function random(seed: number) {
  return () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
}

function subjects(count: number): AccessSubject[] {
  const next = random(7);
  const flag = () => next() < 0.5;
  const permissionLists = [[], ['all'], ['agencybills:read'], ['orders:read', 'wallet:write'], ['unrelated']];
  const out: AccessSubject[] = [ANONYMOUS];
  for (let i = 0; i < count; i++) {
    out.push({
      loggedIn: next() < 0.9,
      staff: flag(),
      operator: flag(),
      finance: flag(),
      superUser: flag(),
      flight: flag(),
      train: flag(),
      proxyLevel: [-1, 0, 1, 2][Math.floor(next() * 4)]!,
      showBill: flag(),
      canCreateSubAgency: flag(),
      permissions: permissionLists[Math.floor(next() * permissionLists.length)]!,
    });
  }
  return out;
}

// Every object the policy names (a `*` pattern tried bare and with a tail), every route, and the
// actions the policy's patterns list plus ones it never grants.
const objects = [
  ...new Set([
    ...lines.flatMap((l) => (l.obj.includes('*') ? [l.obj.replace('*', ''), l.obj.replace('*', '-x')] : [l.obj])),
    ...ROUTES.map((r) => `route:${r.name}`),
    'route:nowhere',
    'api:nothing',
  ]),
];
const actions = [...new Set([...lines.flatMap((l) => l.act.split('|')), 'view', 'read', 'write', 'admin', 'delete', 'nothing'])];

describe('browser access rules', () => {
  it('decide exactly as casbin on the same model and policy', async () => {
    const casbin = await createAccessChecker(model, policy);
    const compiled = createRuleChecker(RULES);
    const differences: string[] = [];
    for (const subject of subjects(30)) {
      for (const obj of objects) {
        for (const act of actions) {
          const [expected, actual] = await Promise.all([casbin.can(subject, obj, act), compiled.can(subject, obj, act)]);
          if (expected !== actual) differences.push(`${JSON.stringify(subject)} ${obj} ${act}: casbin ${expected}, compiled ${actual}`);
        }
      }
    }
    expect(differences.slice(0, 5)).toEqual([]);
    expect(RULES).toHaveLength(lines.length);
  }, 120_000);

  it('refuse to compile a rule that does more than read the subject', () => {
    expect(() => ruleExpression('r.sub.loggedIn && fetch("x")')).toThrow(/not allowed/);
    expect(() => ruleExpression('r.sub.loggedIn; alert(1)')).toThrow(/not allowed/);
    expect(() => ruleExpression('r.obj == "x"')).toThrow(/not allowed/);
    expect(ruleExpression("r.sub.loggedIn && (r.sub.proxyLevel == 0 || hasPermission(r.sub, 'agencybills:read'))")).toContain(
      'hasPermission',
    );
  });

  it('refuse a model whose matcher is not the one implemented', () => {
    expect(() => accessRulesModule(model.replace('keyMatch(r.obj, p.obj)', 'keyMatch2(r.obj, p.obj)'), policy)).toThrow(/matcher/);
  });
});
