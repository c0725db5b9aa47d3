import { useState } from 'react';
import { InputNumber } from 'primereact/inputnumber';
import { useTranslation } from 'react-i18next';
import type { AuditSupplyCount, AuditSupplyFinding } from '../../api/tags/inventory';
import { BusyButton } from '../../shared/ui/BusyButton';
import { LIMITS } from '../../shared/validation/limits';

interface Props {
  supplies: readonly AuditSupplyFinding[];
  busy: boolean;
  onCount: (supplies: AuditSupplyCount[]) => Promise<boolean>;
}

/** Units counted per supply the place holds, whole numbers from 0; only the quantities typed are sent. */
export function SupplyCount({ supplies, busy, onCount }: Props) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState<Record<number, number | null>>({});
  const entered = Object.entries(typed).flatMap(([supplyId, quantity]) => (quantity === null ? [] : [{ supplyId: Number(supplyId), quantity }]));

  const save = async () => {
    if (await onCount(entered)) setTyped({});
  };

  if (!supplies.length) return <p className="m-0">{t('audits.count.noSupplies')}</p>;
  return (
    <fieldset className="flex flex-column gap-2 border-none p-0 m-0">
      <legend className="font-semibold mb-2">{t('audits.count.supplies')}</legend>
      {supplies.map((supply) => {
        const inputId = `audit-supply-${supply.supplyId}`;
        return (
          <div key={supply.supplyId} className="flex align-items-center gap-2">
            <label htmlFor={inputId} className="w-16rem">{`${supply.code} ${supply.name}`}</label>
            <InputNumber
              inputId={inputId}
              value={typed[supply.supplyId] ?? supply.counted}
              min={0}
              max={LIMITS.audits.supplyQuantityMax}
              useGrouping={false}
              onChange={(e) => setTyped((current) => ({ ...current, [supply.supplyId]: e.value ?? null }))}
            />
          </div>
        );
      })}
      <BusyButton type="button" className="align-self-start" icon="pi pi-save" label={t('audits.count.saveSupplies')} busy={busy}
        disabled={!entered.length} onClick={() => void save()} />
    </fieldset>
  );
}
