import '@testing-library/jest-dom';
import { parseRuntimeConfig, setRuntimeConfig } from '../../src/app/config/runtimeConfig';
import { sandboxRuntimeConfig } from '../sandbox/server/sandboxConfig';

// The app under jest talks to the in-process sandbox on jsdom's origin, with the sandbox's config.
setRuntimeConfig(parseRuntimeConfig(sandboxRuntimeConfig(window.location.origin)));
