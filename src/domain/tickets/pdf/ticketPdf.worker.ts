// The ticket PDF worker (bundled by webpack 5 from spawnWorker.ts).
import { exposeTask } from '../../../shared/workers/exposeTask';
import { ticketPdfTask } from './ticketPdfTask';

exposeTask(ticketPdfTask);
