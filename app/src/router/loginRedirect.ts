/** `/login?redirect=<path and query>`: where an unauthenticated visit is sent (spec 01 §2.2). */
export function loginPathFor(location: { pathname: string; search: string }): string {
  const target = `${location.pathname}${location.search}`;
  if (target === '/' || target === '') return '/login';
  return `/login?redirect=${encodeURIComponent(target)}`;
}
