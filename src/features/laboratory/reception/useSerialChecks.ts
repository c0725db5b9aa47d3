import { useRef, useState } from 'react';
import { productApi } from '../../../api/tags/product';
import { LIMITS } from '../../../shared/validation/limits';
import { serialKey, type ServerCheck } from './receptionEntries';

interface Answers {
  laboratoryId: number | null;
  bySerial: ReadonlyMap<string, ServerCheck>;
}

/**
 * The service's answers for a laboratory's serials. Serials are asked about a chunk at a time
 * (LIMITS.laboratory.checkChunk), one request after another, so a paste of thousands never holds the page: each answer
 * is one small state update. Choosing another laboratory forgets the answers; chunks still queued for the previous
 * one are not sent, and an answer for it that arrives late is dropped.
 */
export function useSerialChecks() {
  const [check] = productApi.endpoints.checkLaboratorySerials.useMutation();
  const [answers, setAnswers] = useState<Answers>({ laboratoryId: null, bySerial: new Map() });
  const [failed, setFailed] = useState<unknown>(null);
  const queue = useRef(Promise.resolve());
  const laboratory = useRef<number | null>(null);

  const ask = (laboratoryId: number, serials: readonly string[]) => {
    for (let i = 0; i < serials.length; i += LIMITS.laboratory.checkChunk) {
      const part = serials.slice(i, i + LIMITS.laboratory.checkChunk);
      queue.current = queue.current
        .then(async () => {
          if (laboratory.current !== laboratoryId) return;
          const answer = await check({ laboratorySerials: { laboratoryId, serialNumbers: part } }).unwrap();
          setAnswers((was) => {
            if (was.laboratoryId !== laboratoryId) return was;
            const merged = new Map(was.bySerial);
            for (const r of answer.data) merged.set(serialKey(r.serialNumber), r.problem ?? 'ok');
            return { laboratoryId, bySerial: merged };
          });
        })
        .catch(setFailed);
    }
  };
  const forLaboratory = (laboratoryId: number | null) => {
    laboratory.current = laboratoryId;
    setFailed(null);
    setAnswers({ laboratoryId, bySerial: new Map() });
  };
  return { bySerial: answers.bySerial, failed, ask, forLaboratory };
}
