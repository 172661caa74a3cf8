/** Copies text to the clipboard; falls back to selecting it in `input` and copying that. */
export async function copyText(text: string, input: HTMLInputElement | null): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    input?.select();
    return document.execCommand?.('copy') ?? false;
  }
}
