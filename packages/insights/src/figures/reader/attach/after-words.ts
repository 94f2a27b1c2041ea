/** ", core growth of", "and order growth of": another measure's growth after a measure. */
export const OTHER_GROWTH_BETWEEN =
  /(?:,|\b(?:and|while|with)\b)\s+(?!(?:total|overall|its|our|the|an?|strong|solid)\b)(?:[a-z-]+\s+){1,2}?(?:growth|increases?|decreases?|declines?)\b/;

/** "growth for the full year to be approximately": the measure's change named right after it. */
export const GROWTH_AFTER =
  /^\s+(?:growth|increases?|declines?|decreases?)\b[^,;]{0,60}?\b(?:be|of|at|by|to)\s+(?:(?:approximately|about|around|roughly|nearly|close to)\s+)?$/;

/** A measure named with a basis of its own ("organic sales") takes rates said on that basis. */
export const OWN_OTHER_BASIS = /\b(?:core|organic|comparable|same|underlying)\b/;

/** "between 65% and 70% of prior year levels": a share of an earlier period, not growth. */
export const SHARE_OF_PRIOR = /^\s*of\s+(?:the\s+)?(?:prior|last|previous|year[- ]ago|20\d\d)\b/i;

/** Words between a measure and an amount that make the amount a cause of its change. */
export const CAUSE_BETWEEN = /\b(?:driven by|due to|offset by|reflecting)\b/;

/** "11.7% pre-tax operating profits", "12% return on equity": a percentage followed by its own measure. */
export const RATE_OF_OTHER_AFTER =
  /^\s+(?:(?:pre-tax|after-tax|operating|net|gross)\s+)*(?:profits?|returns?|income|earnings|yields?)\b/i;

/** "a 6.9% increase in", "2% customer growth": a percentage that is a rate of change. */
export const RATE_OF_CHANGE_AFTER =
  /^\s+(?:(?:year[- ]over[- ]year|[\w-]+)\s+)?(?:increase|decrease|growth|decline|improvement)\b/i;
