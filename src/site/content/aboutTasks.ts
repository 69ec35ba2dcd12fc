/**
 * The sixteen tasks of the park shown on /about-us, in the order they are listed. Their
 * titles and texts live in the `about` namespace under `tasks.<id>`.
 */
export const ABOUT_TASKS = [
  'deepProcessing',
  'rareMetals',
  'equipment',
  'investment',
  'infrastructure',
  'landPlots',
  'privileges',
  'exports',
  'importSubstitution',
  'jobs',
  'training',
  'research',
  'ecology',
  'energyEfficiency',
  'cooperation',
  'oneStop',
] as const;

export type AboutTask = (typeof ABOUT_TASKS)[number];
