// The fictional runner the demo content is about. Other seeders may name him; keep them in step.

/** The demo athlete: fictional, with no real contact details anywhere. */
export const DEMO_ATHLETE = {
  firstName: 'Owen',
  lastName: 'Hartley',
  school: 'Lincoln High School',
} as const;
