// Short-lived notices ("toasts") any code can raise; the Toaster in the layout shows them. Texts are
// already translated (or are the server's own words); durations follow the spec: errors 4 s, others
// 2.5 s unless a time is given. A toast may carry a list, shown as one (the catalogue's errors object).

export type ToastKind = 'error' | 'success' | 'info';

export interface Toast {
  id: number;
  kind: ToastKind;
  message: string;
  items: readonly string[];
}

export interface ToastOptions {
  items?: readonly string[];
  durationMs?: number;
}

export const ERROR_TOAST_MS = 4000;
export const DEFAULT_TOAST_MS = 2500;

let toasts: readonly Toast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function publish(next: readonly Toast[]): void {
  toasts = next;
  for (const listener of listeners) listener();
}

export function dismissToast(id: number): void {
  publish(toasts.filter((toast) => toast.id !== id));
}

export function showToast(
  message: string,
  kind: ToastKind = 'info',
  options: ToastOptions = {},
): number {
  const id = nextId++;
  // The same text twice in a row (three failing calls at once) shows once.
  const twin = toasts.find((toast) => toast.message === message && toast.kind === kind);
  if (twin !== undefined && message !== '') return twin.id;
  publish([...toasts, { id, kind, message, items: options.items ?? [] }]);
  const duration = options.durationMs ?? (kind === 'error' ? ERROR_TOAST_MS : DEFAULT_TOAST_MS);
  setTimeout(() => dismissToast(id), duration);
  return id;
}

export function readToasts(): readonly Toast[] {
  return toasts;
}

export function subscribeToasts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
