/**
 * How many gateway calls are in flight, so work that should not compete with a page's own calls (the
 * web font, webFont.ts) can wait until they have settled. The call layer (http.ts) reports each call.
 */
let inFlight = 0;
let lastChange = 0;

export function callStarted(): void {
  inFlight += 1;
  lastChange = Date.now();
}

export function callEnded(): void {
  inFlight = Math.max(0, inFlight - 1);
  lastChange = Date.now();
}

export function callsInFlight(): number {
  return inFlight;
}

/**
 * Resolves once no call has been in flight for `quietMs` (looked at first after `quietMs`, so calls a
 * screen is about to make count), or at the latest after `maxWaitMs`.
 */
export function whenCallsSettle(quietMs: number, maxWaitMs: number): Promise<void> {
  const started = Date.now();
  return new Promise((resolve) => {
    const check = () => {
      const now = Date.now();
      if ((inFlight === 0 && now - lastChange >= quietMs) || now - started >= maxWaitMs) resolve();
      else setTimeout(check, Math.max(50, quietMs / 2));
    };
    setTimeout(check, quietMs);
  });
}
