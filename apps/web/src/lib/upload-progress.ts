// fetch() reports no upload progress, so a multipart upload that shows a progress bar (a chat
// message with files) goes through XMLHttpRequest instead, answered as a fetch Response so the API
// client reads it like any other answer.

/** Called with the share sent so far, from 0 to 1. */
export type UploadProgressListener = (fraction: number) => void;

/** Statuses whose Response may not carry a body. */
const NULL_BODY_STATUSES = new Set([101, 204, 205, 304]);

function headersOf(raw: string): Headers {
  const headers = new Headers();
  for (const line of raw.trim().split(/[\r\n]+/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
  }
  return headers;
}

export function fetchWithUploadProgress(
  url: string,
  init: RequestInit,
  onProgress: UploadProgressListener,
): Promise<Response> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(init.method ?? 'GET', url);
    new Headers(init.headers).forEach((value, name) => request.setRequestHeader(name, value));
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      onProgress(1);
      const status = request.status;
      const body = NULL_BODY_STATUSES.has(status) ? null : request.responseText;
      resolve(new Response(body, { status, headers: headersOf(request.getAllResponseHeaders()) }));
    };
    // Like fetch: no answer at all is a TypeError, which the client reads as "offline".
    request.onerror = () => reject(new TypeError('Network request failed'));
    request.onabort = () => reject(new TypeError('Network request aborted'));
    const body = init.body;
    request.send(body instanceof FormData || typeof body === 'string' ? body : null);
  });
}
