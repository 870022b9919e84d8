// The login forms' state: values, the error each field shows, and checks that run on submit and then
// again as the user corrects a field that showed an error.
import { useCallback, useState } from 'react';
import { check, type Rule } from './field-rules';

export function useLoginFields<K extends string>(rules: Record<K, readonly Rule[]>) {
  const names = Object.keys(rules) as K[];
  const [values, setValues] = useState(() => Object.fromEntries(names.map((n) => [n, ''])) as Record<K, string>);
  const [errors, setErrors] = useState<Partial<Record<K, string | null>>>({});

  const set = useCallback(
    (name: K, value: string) => {
      setValues((v) => ({ ...v, [name]: value }));
      setErrors((e) => (e[name] ? { ...e, [name]: check(value, rules[name]) } : e));
    },
    [rules],
  );

  /** Checks the named fields (all by default), shows their errors; true when all pass. */
  const validate = (only: readonly K[] = names): boolean => {
    const found = Object.fromEntries(only.map((n) => [n, check(values[n], rules[n])])) as Record<K, string | null>;
    setErrors((e) => ({ ...e, ...found }));
    return only.every((n) => !found[n]);
  };

  return { values, errors, set, validate };
}
