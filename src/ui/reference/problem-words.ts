/** The words of load errors and of a description's problems: a lazy chunk, loaded when something went wrong. */
type ProblemWords = typeof import('./problem-text.js');

let words: ProblemWords | undefined;
let loading: Promise<ProblemWords | undefined> | undefined;

/** The words, once loadProblemWords has brought them (undefined before, and when their chunk failed to load). */
export function problemWords(): ProblemWords | undefined {
  return words;
}

/**
 * Loads the words of what went wrong (once per page; again after a failed try). Settles with them,
 * or with undefined when the chunk cannot load: the page then shows the core's English messages.
 */
export function loadProblemWords(): Promise<ProblemWords | undefined> {
  loading ??= import('./problem-text.js').then(
    (m) => (words = m),
    () => {
      loading = undefined;
      return undefined;
    },
  );
  return loading;
}
