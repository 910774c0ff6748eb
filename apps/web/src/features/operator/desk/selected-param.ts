// Which row a section has open, kept in the address (`?user=12`) so a reload, the back button and a
// shared link all land on it without routes of its own.
import { useSearchParams } from 'react-router';

export function readIdParam(search: URLSearchParams, name: string): number | null {
  const text = search.get(name);
  if (text === null || !/^\d{1,12}$/.test(text)) return null;
  const id = Number(text);
  return id > 0 ? id : null;
}

export function useSelectedId(name: string): [number | null, (id: number | null) => void] {
  const [search, setSearch] = useSearchParams();
  const select = (id: number | null) =>
    setSearch((current) => {
      const next = new URLSearchParams(current);
      if (id === null) next.delete(name);
      else next.set(name, String(id));
      return next;
    });
  return [readIdParam(search, name), select];
}
