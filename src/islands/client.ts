/**
 * The browser entry, kept small. On every page it records the page view for lead attribution,
 * starts field measurement and the scroll-in reveal (plain DOM code, no React), and schedules the
 * page's islands by their wake directives: React is downloaded only when the first one wakes.
 *
 * Start-up is split into short tasks so none of them blocks the main thread for long on a slow
 * phone: this module's task (which the browser often extends with the page's own load-time work)
 * only sets up listeners and observers; the first localStorage access, which can wait on the disk,
 * runs in a task of its own.
 */
import { recordPageView } from './attribution.js';
import { startFieldMeasurement } from './beacon.js';
import { startReveal } from './reveal.js';
import { scheduleIslands } from './wake.js';

scheduleIslands();
startReveal();
setTimeout(() => startFieldMeasurement(recordPageView()));
