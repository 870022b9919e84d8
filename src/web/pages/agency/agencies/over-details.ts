// Drawers opened from an agency's details (edit, settings) sit above the details drawer. Refine
// mounts their forms from the start, so their layer is created before the details drawer's and
// would otherwise stay beneath it.
export const OVER_DETAILS_Z_INDEX = 1010;
