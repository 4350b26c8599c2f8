/** Every card image has this size, so card grids never jump while loading. */
export const CARD_IMAGE = {width: 480, height: 270} as const;
