// Query keys of the operator console, all under the session key so signing out drops them. Each
// section keeps its queries under its own name, so a write refreshes that section and nothing else.
import type { ConsoleSection } from '@clutch/contract/operator';
import { SESSION_QUERY_KEY } from '../../../lib/session-query';

const all = [...SESSION_QUERY_KEY, 'operator'] as const;

export const operatorKeys = {
  all,
  me: [...all, 'me'] as const,
  /** Everything one section shows (a list, a detail): invalidate it after the section writes. */
  section: (section: ConsoleSection) => [...all, section] as const,
  staff: [...all, 'staff', 'list'] as const,
  userSearch: (search: string) => [...all, 'users', 'search', search] as const,
  audit: (filter: { page: number; actor: number | null; action: string }) =>
    [...all, 'audit', filter] as const,
  contentAll: [...all, 'content'] as const,
  /** Content as written (the editors' sources) and the server's previews of it. */
  content: (kind: 'news' | 'faq' | 'static-pages' | 'preview', ...rest: (string | number)[]) =>
    [...all, 'content', kind, ...rest] as const,
};
