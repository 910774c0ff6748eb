import { describe, expect, it } from 'vitest';
import { formRequest } from './form-request';

describe('formRequest', () => {
  it.each([
    ['no picture', null],
    ['the address of the current picture', '/media/a.webp'],
  ])('sends JSON with %s', (_, image) => {
    expect(formRequest({ name: 'A', allow_show: true }, image)).toEqual({
      body: { name: 'A', allow_show: true },
    });
  });

  it('sends a multipart form with the fields as text and the new file as image', () => {
    const file = new File(['x'], 'a.webp', { type: 'image/webp' });
    const request = formRequest({ name: 'A', allow_show: false, jar_type: 2 }, file);
    const form = request.form;
    expect(form?.get('name')).toBe('A');
    expect(form?.get('allow_show')).toBe('false');
    expect(form?.get('jar_type')).toBe('2');
    expect(form?.get('image')).toBeInstanceOf(Blob);
    expect(request.body).toBeUndefined();
  });
});
