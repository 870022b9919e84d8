declare module 'virtual:access-rules' {
  import type { CompiledRule } from '@/domain/access/policy-rules';
  export const RULES: readonly CompiledRule[];
}
