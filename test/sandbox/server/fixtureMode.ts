import type { Express } from 'express';
import { createMiddleware } from '@mswjs/http-middleware';
import { http, HttpResponse } from 'msw';
import { readHar } from '../../../scripts/fixtures/har';
import { createReplay } from '../../setup/replayHandlers';
import { SERVICE_URL } from '../runtime';

/**
 * The server's fixture mode (`tsx scripts/start.ts --static --fixture <scenario>`): the API answers
 * from a recorded scenario (test/fixtures/<scenario>/<scenario>.har) with the jest replay's handlers
 * instead of the stateful sandbox, whose store is kept for sign-in (and the notification hub) only.
 * A request the fixture lacks is answered 500 with a message naming it (the app shows it) and listed
 * at GET /__fixture/problems, which the browser suite expects empty; POST /__fixture/reset goes back
 * to the first recorded entries. A fixture off the contract stops the server at start.
 */
export function mountFixture(app: Express, scenario: string): void {
  const replay = createReplay(scenario, readHar(scenario), {
    answerUnrecorded: (problem) => HttpResponse.json({ success: false, message: problem, detail: null }, { status: 500 }),
  });
  app.get('/__fixture/problems', (_req, res) => {
    // A query's one retry repeats its request.
    res.json({ scenario, problems: [...new Set(replay.problems)] });
  });
  app.post('/__fixture/reset', (_req, res) => {
    replay.rewind();
    res.json({ ok: true });
  });
  app.use(createMiddleware(...replay.handlers, http.all(SERVICE_URL, ({ request }) => replay.refuse(request))));
}
