// Refine's options for the console. The unsaved-changes warning is on: a form that edits something
// asks before its page (or its drawer or modal) is left with changes not saved. Refine clears the
// warning when the form is sent, so a form that empties itself after saving does not ask.
import type { RefineProps } from '@refinedev/core';

export const REFINE_OPTIONS = {
  disableTelemetry: true,
  syncWithLocation: false,
  warnWhenUnsavedChanges: true,
} as const satisfies RefineProps['options'];
