import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { parseRuntimeConfig, setRuntimeConfig } from '../../src/app/config/runtimeConfig';
import { sandboxRuntimeConfig } from '../sandbox/server/sandboxConfig';

// Lazy screens are compiled on first import under jest; give findBy* room on a cold, 2-core machine.
configure({ asyncUtilTimeout: 15000 });

// The app under jest talks to the in-process sandbox on jsdom's origin, with the sandbox's config.
setRuntimeConfig(parseRuntimeConfig(sandboxRuntimeConfig(window.location.origin)));

afterEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
});
