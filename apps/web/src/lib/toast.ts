// Short-lived notices ("toasts") any component can raise; the Toaster in the layout shows them.
// Texts are already translated by the caller; durations follow the spec (errors 4 s, others 2.5 s).

export type ToastKind = 'error' | 'success' | 'info';

export interface Toast {
  id: number;
  kind: ToastKind;
  message: string;
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

export function showToast(message: string, kind: ToastKind = 'info'): number {
  const id = nextId++;
  publish([...toasts, { id, kind, message }]);
  setTimeout(() => dismissToast(id), kind === 'error' ? ERROR_TOAST_MS : DEFAULT_TOAST_MS);
  return id;
}

export function readToasts(): readonly Toast[] {
  return toasts;
}

export function subscribeToasts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
