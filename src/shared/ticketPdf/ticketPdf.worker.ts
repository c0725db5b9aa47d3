// The ticket PDF worker (bundled by webpack 5 from spawnWorker.ts).
import { exposeTask } from '../workers/exposeTask';
import { ticketPdfTask } from './ticketPdfTask';

exposeTask(ticketPdfTask);
