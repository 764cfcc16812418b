// A link a thumb taps on a phone (a footer's quick link, a breadcrumb, the header's brand) is at least
// 44 px tall there, as every other control is, since a smaller one is missed on a cheap phone; on a
// wide screen with a mouse it keeps its line's height. "On a phone" is TOUCH_QUERY: a phone, or a touch
// screen of any width (a tablet).
import { css } from 'styled-components';
import { TOUCH_QUERY } from '../hooks/useMediaQuery';

/** The minimum a thumb is given, in CSS px. */
export const TAP_TARGET_PX = 44;

export const phoneTapTarget = css`
  @media ${TOUCH_QUERY} {
    display: inline-flex;
    align-items: center;
    min-height: ${TAP_TARGET_PX}px;
    min-width: ${TAP_TARGET_PX}px;
  }
`;

/** The height alone, for a control already wider than a thumb (a field, a select, a switch). */
export const thumbHeight = css`
  @media ${TOUCH_QUERY} {
    min-height: ${TAP_TARGET_PX}px;
  }
`;
