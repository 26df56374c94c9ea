/**
 * Drops every cached server answer, e.g. on logout. The query client loads with the signed-in screens,
 * not with the sign-in page (its budget), so it is reached through a dynamic import: by the time a user
 * logs out it has long been loaded, and a visitor who never signed in never downloads it.
 */
export async function clearServerData(): Promise<void> {
  const { queryClient } = await import('./query-client');
  queryClient.clear();
}
