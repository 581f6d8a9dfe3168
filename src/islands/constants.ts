/** Behaviour constants from spec 4 and 9, shared by the islands. */
import { site } from '../../data/site.js';
export const REDIRECT_DELAY_MS = 1500;
export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;
/** How long a dismissed toast stays in memory before it is removed. */
export const TOAST_REMOVE_DELAY_MS = 1_000_000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;
export const TOAST_HOTKEY = 'F8';
export const NAV_DARKEN_AT_PX = 50;
export const NAV_HIDE_AFTER_PX = 100;
/** Close delays after the pointer leaves a menu button / its dropdown panel. */
export const MENU_CLOSE_DELAY_MS = 200;
export const PANEL_CLOSE_DELAY_MS = 300;
export const REVEAL_DURATION_S = 0.6;
export const REVEAL_STAGGER_S = 0.1;
export const REVEAL_STAGGER_SMALL_S = 0.05;

export const messages = {
  sending: 'Sending...',
  successTitle: 'Message Sent!',
  successText: `Thank you for your enquiry. We'll get back to you within ${site.replyWithin}.`,
  errorTitle: 'Error',
  errorFallback: 'Failed to submit form',
  errorUnknown: 'Failed to submit form. Please try again.',
} as const;
