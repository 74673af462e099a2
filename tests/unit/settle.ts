// Lets `rounds` turns of the event loop pass (macrotasks, so timers-free promise chains and I/O
// callbacks of fakes run): a fake's "latency" measured in turns, not milliseconds.
export async function settle(rounds = 1): Promise<void> {
  for (let i = 0; i < rounds; i++) await new Promise<void>((resolve) => setImmediate(resolve))
}
