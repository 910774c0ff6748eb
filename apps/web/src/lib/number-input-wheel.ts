// The spec's rule for number fields: a mouse wheel over a focused number input blurs it, so scrolling
// the page never silently changes the value under the pointer. One listener on the document covers
// every number input, present and future, including Mantine's (text inputs with a numeric keyboard).

/** The parts of a DOM element the rule reads; tests hand in plain objects. */
export interface WheelTarget {
  tagName?: string;
  type?: string;
  getAttribute?: (name: string) => string | null;
  blur?: () => void;
}

export function isNumberInput(target: WheelTarget | null): boolean {
  if (target === null || target.tagName !== 'INPUT') return false;
  if (target.type === 'number') return true;
  const mode = target.getAttribute?.('inputmode') ?? null;
  return mode === 'numeric' || mode === 'decimal';
}

/** Blurs the wheel's target when it is the focused number input; says whether it did. */
export function blurFocusedNumberInput(
  target: WheelTarget | null,
  focused: WheelTarget | null,
): boolean {
  if (target === null || target !== focused || !isNumberInput(target)) return false;
  target.blur?.();
  return true;
}

export function installNumberInputWheelBlur(doc: Document): () => void {
  const onWheel = (event: WheelEvent) => {
    const target = event.target instanceof HTMLElement ? event.target : null;
    blurFocusedNumberInput(target, doc.activeElement);
  };
  // Passive: the page keeps scrolling; only the focus moves.
  doc.addEventListener('wheel', onWheel, { passive: true, capture: true });
  return () => doc.removeEventListener('wheel', onWheel, { capture: true });
}
