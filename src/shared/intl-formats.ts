/**
 * Intl formatters, made once per locale and options: creating one costs about a millisecond on a mid-range phone,
 * and lists format hundreds of amounts and times. Throws as the constructors do (an unknown currency, a bad locale).
 */
const formats = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

function cached<F extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, make: () => F): F {
  let format = formats.get(key) as F | undefined;
  if (!format) {
    format = make();
    formats.set(key, format);
  }
  return format;
}

export function numberFormat(locale: string | undefined, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  return cached(`n|${locale ?? ''}|${JSON.stringify(options)}`, () => new Intl.NumberFormat(locale, options));
}

export function dateTimeFormat(locale: string | undefined, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return cached(`d|${locale ?? ''}|${JSON.stringify(options)}`, () => new Intl.DateTimeFormat(locale, options));
}
