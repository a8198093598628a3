/** Folds the runs of one page on one profile into the figures the report shows. */
import { summarize } from './stats.mjs';

/**
 * @param {Array<object>} runs results of timeOnce
 * @param {(url: string) => boolean} isLocale whether a URL is one of the widget's locale files
 */
export function summarizeRuns(runs, isLocale = () => false) {
  const pick = (k) => runs.map((r) => r[k]);
  const max = (k) => Math.max(...pick(k));
  const withConnection = runs.filter((r) => r.connectionAt !== null && r.firstRender !== null);
  return {
    runs: runs.length,
    list: summarize(pick('list')),
    longestTask: summarize(pick('longestTask')),
    tbt: summarize(pick('tbt')),
    jsRequests: summarize(pick('jsRequests')).median,
    jsRequestsMax: max('jsRequests'),
    jsWavesMax: max('jsWaves'),
    chain: summarize(pick('chain')).median,
    chainEnd: runs[0]?.chainEnd ?? '',
    blockingCssMax: max('blockingCss'),
    external: max('external'),
    externalHosts: [...new Set(runs.flatMap((r) => r.externalHosts ?? []))],
    listCount: summarize(pick('listCount')).median,
    connectionBeforeRender: withConnection.filter((r) => r.connectionAt < r.firstRender).length,
    connectionLead: summarize(withConnection.map((r) => r.firstRender - r.connectionAt)),
    // Where the time goes: medians of the milestones, ms since navigation start.
    milestones: {
      jsDone: summarize(pick('jsDone')).median,
      connectionAt: summarize(pick('connectionAt')).median,
      firstRender: summarize(pick('firstRender')).median,
      socketOpenAt: summarize(pick('socketOpenAt')).median,
      list: summarize(pick('list')).median,
    },
    localeBeforeList: runs.reduce((n, r) => n + r.urls.filter(isLocale).length, 0),
  };
}
