/** A "contains" pattern for ILIKE: `%`, `_` and `\` typed by a user are literal characters. */
export function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
