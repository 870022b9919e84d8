// The interface languages, without zod: the public site's first download reads these and no schema.
export const LANGUAGES = ['en', 'zh-cn', 'zh-tw'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'zh-cn';
