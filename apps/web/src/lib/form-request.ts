// A write that may carry a picture: JSON while there is no new file, otherwise a multipart form with
// the fields as text parts (booleans as "true"/"false", as the server reads them) and the file in
// the part `image`. The jar, banner and tournament showcase forms send their writes so.

export type FormRequest<Fields> = { body: Fields; form?: never } | { form: FormData; body?: never };

export function formRequest<Fields extends object>(
  fields: Fields,
  image: File | string | null,
): FormRequest<Fields> {
  if (!(image instanceof Blob)) return { body: fields };
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, String(value));
  form.append('image', image);
  return { form };
}
