import express, { type Router } from 'express';
import { advanceClock } from '../clock';
import type { Sandbox } from '../sandbox';

const MINUTE = 60_000;

/** The browser suite's hook on the sandbox clock: read it, or move it forward by whole minutes. */
export function clockRoutes(sandbox: Sandbox): Router {
  const router = express.Router();
  router.get('/__sandbox/clock', (_req, res) => {
    res.json({ now: sandbox.store.now.toISOString() });
  });
  router.post('/__sandbox/clock', express.json(), (req, res) => {
    const minutes = (req.body as { minutes?: unknown } | undefined)?.minutes;
    if (typeof minutes !== 'number' || !Number.isInteger(minutes) || minutes < 0) {
      return void res.status(400).json({ error: 'Send JSON { minutes } (a whole number, 0 or more): the clock only moves forward' });
    }
    res.json({ now: advanceClock(sandbox.store, minutes * MINUTE).toISOString() });
  });
  return router;
}

/**
 * Under `npm start` the clock follows real time: every tick moves it by the time that really passed, so
 * escalations and scheduled notices act while someone uses the app. Returns the stop function.
 */
export function followRealTime(sandbox: Sandbox, everyMs = 30_000): () => void {
  let last = Date.now();
  const timer = setInterval(() => {
    const now = Date.now();
    advanceClock(sandbox.store, now - last);
    last = now;
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
