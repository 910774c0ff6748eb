// Whether a form's picture is one the server already keeps: an address (absolute, or our /media/
// path) rather than a new file. Spec 1 section 5 has such a picture left out of the request.
export function isWebAddress(value: string): boolean {
  return /^https?:\/\//i.test(value) || value.startsWith('/');
}
