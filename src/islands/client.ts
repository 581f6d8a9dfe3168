/**
 * The browser entry, kept small. On every page it records the page view for lead attribution,
 * starts field measurement and the scroll-in reveal (plain DOM code, no React), and schedules the
 * page's islands by their wake directives: React is downloaded only when the first one wakes.
 *
 * Start-up only sets up listeners and observers: this module runs in the task that ends the page's
 * parsing, which the browser extends with its own load-time work. Counting the page view (the
 * first localStorage access) and starting field measurement wait until the page is idle.
 */
import { recordPageView, startPageView } from './attribution.js';
import { startAuditProgress } from './audit-progress.js';
import { startFieldMeasurement } from './beacon.js';
import { startReveal } from './reveal.js';
import { startSearchSuggestions } from './search-suggest.js';
import { scheduleIslands, whenIdle } from './wake.js';

startPageView();
scheduleIslands();
startReveal();
startAuditProgress();
startSearchSuggestions();
whenIdle(() => startFieldMeasurement(recordPageView()));
