/** How the site words a length of time; the pages' code imports it, so it imports nothing. */

/**
 * "About 35 minutes", "About 1 hour 30 minutes". Long totals (a track's sum)
 * are rounded to the half hour: "About 12 hours 30 minutes".
 */
export function formatDuration(minutes: number): string {
  const rounded = minutes >= 180 ? Math.round(minutes / 30) * 30 : Math.round(minutes / 5) * 5;
  const hours = Math.floor(rounded / 60);
  const rest = rounded % 60;
  const parts = [];
  if (hours > 0) parts.push(`${hours} ${hours === 1 ? 'hour' : 'hours'}`);
  if (rest > 0 || hours === 0) parts.push(`${rest} minutes`);
  return `About ${parts.join(' ')}`;
}
