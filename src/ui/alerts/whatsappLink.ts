/**
 * The wa.me chat link for a configured WhatsApp number (branding `whatsapp`), or null when no
 * usable number is set. Only digits are kept: `+55 (11) 98765-4321` → `https://wa.me/5511987654321`.
 */
export function whatsappLink(number: string | null | undefined): string | null {
  const digits = (number ?? '').replace(/\D/g, '');
  return digits.length >= 8 ? `https://wa.me/${digits}` : null;
}
