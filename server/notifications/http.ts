/** Time allowed to an external notification endpoint before the delivery fails. */
export const HTTP_TIMEOUT_MS = 10_000;

/** POSTs and throws unless the endpoint answers 2xx; returns the response text. */
export async function post(
  url: string,
  body: string,
  headers: Record<string, string>,
): Promise<string> {
  const response = await fetch(url, {
    method: 'POST',
    headers,
    body,
    signal: AbortSignal.timeout(HTTP_TIMEOUT_MS),
  });
  const text = await response.text();
  if (!response.ok) {
    throw new Error(`${new URL(url).host} answered HTTP ${response.status}: ${text.slice(0, 200)}`);
  }
  return text;
}
