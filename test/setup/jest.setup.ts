import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { parseRuntimeConfig, setRuntimeConfig } from '../../src/core/config/runtimeConfig';
import { setNotificationsHub } from '../../src/features/notifications/hub/hubSettings';
import { fakeHubFactory } from '../../src/features/notifications/testing/fakeHub';
import { registerTranslations } from '../../src/shared/i18n/i18n';
import en from '../../src/shared/i18n/en.json';
import es from '../../src/shared/i18n/es.json';
import { sandboxRuntimeConfig } from '../sandbox/server/sandboxConfig';
import './reactFlowStubs';
import './quillStubs';

// Lazy screens are compiled on first import under jest; give findBy* room on a cold, 2-core machine.
configure({ asyncUtilTimeout: 15000 });

// The app fetches its language's strings as a chunk; tests have both at hand, so i18n is ready at once.
registerTranslations('es', es);
registerTranslations('en', en);

// The app under jest talks to the in-process sandbox on jsdom's origin, with the sandbox's config.
setRuntimeConfig(parseRuntimeConfig(sandboxRuntimeConfig(window.location.origin)));

// The in-process sandbox has no notification hub: signed-in screens get a quiet stand-in connection
// (tests of live notifications inject their own).
beforeEach(() => setNotificationsHub({ factory: fakeHubFactory().factory }));

afterEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
});
