/**
 * The browser entry, kept small. On every page it records the page view for lead attribution,
 * starts field measurement and the scroll-in reveal (plain DOM code, no React), and schedules the
 * page's islands by their wake directives: React is downloaded only when the first one wakes.
 */
import { recordPageView } from './attribution.js';
import { startFieldMeasurement } from './beacon.js';
import { startReveal } from './reveal.js';
import { scheduleIslands } from './wake.js';

startFieldMeasurement(recordPageView());
startReveal();
scheduleIslands();
