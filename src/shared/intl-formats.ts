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

/** Dates and times in the locale; in digits where this browser has no data for it (see dateOptionsFor). */
export function dateTimeFormat(locale: string | undefined, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return cached(
    `d|${locale ?? ''}|${JSON.stringify(options)}`,
    () => new Intl.DateTimeFormat(locale, dateOptionsFor(locale, options)),
  );
}

const hasLocaleData = (locale: string) => Intl.DateTimeFormat.supportedLocalesOf(locale).length > 0;

/**
 * The options as given where the browser has the locale's data. Without it (desktop Chromium has none for Khmer, Lao,
 * Burmese or Nepali) Intl writes English weekday and month names and AM/PM: the date is then written in digits and
 * 24-hour time instead, which read the same in every language.
 */
export function dateOptionsFor(
  locale: string | undefined,
  options: Intl.DateTimeFormatOptions,
  supported: (locale: string) => boolean = hasLocaleData,
): Intl.DateTimeFormatOptions {
  if (!locale || supported(locale)) return options;
  const { weekday, month, dateStyle, timeStyle, ...rest } = options;
  if (dateStyle || timeStyle)
    return { ...rest, ...(dateStyle && { dateStyle: 'short' }), ...(timeStyle && { timeStyle: 'short' }), hourCycle: 'h23' };
  return {
    ...rest,
    ...(weekday && { day: rest.day ?? 'numeric', month: 'numeric' }),
    ...(month && { month: 'numeric' }),
    ...(rest.hour && { hourCycle: 'h23' }),
  };
}
