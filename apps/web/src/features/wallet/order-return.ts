// A provider sends the buyer back to the wallet tab with ?order=<id>; the tab follows that order until
// it is paid or cancelled. Anything but a plain positive id is ignored.

const ORDER_ID = /^[1-9]\d{0,9}$/;

export function returnedOrderId(search: URLSearchParams): number | null {
  const value = search.get('order');
  return value !== null && ORDER_ID.test(value) ? Number(value) : null;
}

/** The order is polled this often while it waits for the provider's webhook. */
export const ORDER_POLL_MS = 2000;
