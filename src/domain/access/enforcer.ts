// One casbin enforcer per identity: built once from the model and policy texts, then reused for
// every check (a table can ask once per row). Server and browser both go through this.
import { newEnforcer, newModelFromString, StringAdapter, type Enforcer } from 'casbin';
import { hasPermission, type AccessSubject } from './subject';

const MAX_REMEMBERED_DECISIONS = 10_000;

export interface AccessChecker {
  can(subject: AccessSubject, obj: string, act: string): Promise<boolean>;
  /** The decision `can` already made for this very subject object, without a promise; undefined: not asked yet. */
  remembered?(subject: AccessSubject, obj: string, act: string): boolean | undefined;
}

export async function createAccessChecker(modelText: string, policyText: string): Promise<AccessChecker> {
  const enforcer: Enforcer = await newEnforcer(newModelFromString(modelText), new StringAdapter(stripComments(policyText)));
  enforcer.addFunction('hasPermission', (subject: AccessSubject, permission: string) => hasPermission(subject, permission));
  // Decisions depend only on (subject, obj, act) and the policy, which is fixed for the enforcer's
  // life: remember them (a check costs ~180 µs in casbin, ~4 µs from here).
  const decisions = new Map<string, boolean>();
  // The server keeps one subject object per cached session: its decisions hang off that object,
  // which spares serialising the subject on every request (and go with it).
  const bySubject = new WeakMap<AccessSubject, Map<string, boolean>>();
  return {
    async can(subject, obj, act) {
      let mine = bySubject.get(subject);
      if (!mine) bySubject.set(subject, (mine = new Map()));
      const short = `${obj}|${act}`;
      const remembered = mine.get(short);
      if (remembered !== undefined) return remembered;
      const key = `${JSON.stringify(subject)}|${short}`;
      let allowed = decisions.get(key);
      if (allowed === undefined) {
        allowed = await enforcer.enforce(subject, obj, act);
        if (decisions.size >= MAX_REMEMBERED_DECISIONS) decisions.clear();
        decisions.set(key, allowed);
      }
      mine.set(short, allowed);
      return allowed;
    },
    remembered(subject, obj, act) {
      return bySubject.get(subject)?.get(`${obj}|${act}`);
    },
  };
}

// casbin's CSV adapter does not skip comment lines.
function stripComments(text: string): string {
  return text
    .split('\n')
    .filter((line) => line.trim() !== '' && !line.trimStart().startsWith('#'))
    .join('\n');
}
