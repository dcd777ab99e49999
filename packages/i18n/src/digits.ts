const PERSIAN = '۰۱۲۳۴۵۶۷۸۹';
const ARABIC = '٠١٢٣٤٥٦٧٨٩';

/** Turns Persian (U+06F0..) and Arabic-Indic (U+0660..) digits into ASCII digits; other characters stay. */
export function toLatinDigits(input: string): string {
  return input.replace(/[۰-۹٠-٩]/g, (ch) => {
    const persian = PERSIAN.indexOf(ch);
    return String(persian >= 0 ? persian : ARABIC.indexOf(ch));
  });
}

export function toPersianDigits(input: string | number): string {
  return String(input).replace(/[0-9]/g, (d) => PERSIAN[Number(d)]!);
}
