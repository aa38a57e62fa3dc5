/**
 * The last line of defence of a long-running process: a promise that failed with nobody awaiting
 * it (a missed `await` beside another query that failed first, say) ends a Node process by
 * default, and with it the whole intranet for every user, until someone starts it again. Each
 * request runs in its own database transaction, so one lost promise leaves nothing half-written:
 * it is logged as the fault it is, and the server goes on. (A synchronous throw outside any
 * request, `uncaughtException`, still ends the process: its state can no longer be trusted.)
 */
export function logUnhandledRejections(log: { error: (details: object, message: string) => void }): () => void {
  const onRejection = (reason: unknown) =>
    log.error({ err: reason }, 'a promise failed with nobody awaiting it: logged, the server goes on');
  process.on('unhandledRejection', onRejection);
  return () => process.off('unhandledRejection', onRejection);
}
