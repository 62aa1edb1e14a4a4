/**
 * A report's dialog opens at the first click of its button: the second click of a double click
 * lands on the backdrop and would close it at once. It closes with 'Cerrar' or Escape only.
 */
export const closeUnlessBackdrop =
  (close: () => void) => (_event: unknown, reason?: 'backdropClick' | 'escapeKeyDown') => {
    if (reason !== 'backdropClick') close();
  };
