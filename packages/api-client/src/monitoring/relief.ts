/**
 * Relief of the plots (spec section 9): slope classes of the soil and relief screen. The class names and
 * limits are those of the Brazilian soil survey's relief classes (Embrapa), whose steepest two,
 * mountainous and escarped, the spec keeps as one.
 */

/**
 * Spec section 9: "Slope classes: flat 0-3%, gently undulating 3-8%, undulating (moderate) 8-20%,
 * strongly undulating (strong) 20-45%, mountainous (steep) above 45%." Flattest first.
 */
export const SLOPE_CLASSES = [
  'flat',
  'gentlyUndulating',
  'undulating',
  'stronglyUndulating',
  'mountainous',
] as const;
export type SlopeClass = (typeof SLOPE_CLASSES)[number];

/**
 * The steepest slope (percent) of each class but the last, flattest first. "Above 45%" makes 45 %
 * strongly undulating, so every limit belongs to the flatter class.
 */
export const SLOPE_CLASS_CEILINGS = [
  ['flat', 3],
  ['gentlyUndulating', 8],
  ['undulating', 20],
  ['stronglyUndulating', 45],
] as const satisfies readonly (readonly [SlopeClass, number])[];

/**
 * Spec section 9: "Slope classes: flat 0-3%, gently undulating 3-8%, undulating (moderate) 8-20%,
 * strongly undulating (strong) 20-45%, mountainous (steep) above 45%." A limit belongs to the flatter
 * class: 3 % is flat, 8 % gently undulating, 20 % undulating, 45 % strongly undulating and only a
 * slope above 45 % mountainous. A negative slope or one that is not a number is a RangeError.
 */
export function slopeClass(slopePct: number): SlopeClass {
  if (!(slopePct >= 0)) throw new RangeError(`not a slope: ${slopePct}`);
  const ceiling = SLOPE_CLASS_CEILINGS.find(([, steepest]) => slopePct <= steepest);
  return ceiling ? ceiling[0] : 'mountainous';
}
