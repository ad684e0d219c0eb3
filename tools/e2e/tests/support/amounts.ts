/**
 * A plain amount ("1234.5") as the app's amount fields show it in Persian: thousands grouped, Persian digits
 * and marks ("۱٬۲۳۴٫۵").
 */
export function faAmount(plain: string | number): string {
  const [whole = '', fraction] = String(plain).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, '\u066C');
  const text = fraction === undefined ? grouped : `${grouped}\u066B${fraction}`;
  return text.replace(/\d/g, (digit) => String.fromCharCode(0x06f0 + Number(digit)));
}
