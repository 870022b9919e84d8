// The process never ends because of one request, job or worker thread. Node ends a process on an
// uncaught exception or an unhandled rejection; in a server those come from work that failed
// outside any promise a request or job awaits (a callback in a timer, a library's event handler, a
// worker thread's 'error' that nobody listens to). Each is logged with its origin and the process
// keeps serving: every request and job already answers its own errors, so what reaches here is a
// stray, and ending the process would take every other caller (and, on the embedded database, the
// only server) down with it. Signals (SIGTERM, SIGINT) still stop the server as before.
interface ErrorLog {
  error(details: object, message: string): void;
}

/** Installs the handlers; answers a function that removes them (tests). */
export function guardProcess(log: ErrorLog): () => void {
  const onException = (error: Error, origin: string) => log.error({ err: error, origin }, 'uncaught error contained; still serving');
  const onRejection = (reason: unknown) => log.error({ err: reason }, 'unhandled rejection contained; still serving');
  process.on('uncaughtException', onException);
  process.on('unhandledRejection', onRejection);
  return () => {
    process.off('uncaughtException', onException);
    process.off('unhandledRejection', onRejection);
  };
}
