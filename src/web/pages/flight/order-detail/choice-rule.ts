// "Choose one" for selects and radio groups: a validator rather than `required`, because antd would
// put aria-required on their wrapper div, which axe refuses (aria-allowed-attr).
import type { Rule } from 'antd/es/form';

export function chosen(message: string): Rule[] {
  return [
    {
      validator: (_, value: unknown) =>
        value === undefined || value === null || value === '' ? Promise.reject(new Error(message)) : Promise.resolve(),
    },
  ];
}
