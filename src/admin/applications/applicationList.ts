/** What both application tabs share: newest first, inside the Applications page rather than at a route of their own. */
export const APPLICATION_LIST = {
  sort: { field: 'created_at', order: 'DESC' },
  disableSyncWithLocation: true,
  title: 'applications.title',
  rowClick: false,
} as const;
