import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import * as yup from 'yup';
import { useGetAccountManagerCandidatesQuery, useUpdateAccountHierarchyMutation } from '../../../api/tags/security';
import { orEmpty } from '../../../shared/format/emptyValue';
import { sentVersion, type Versioned } from '../../../shared/forms/conflict/versioned';
import { ChoiceInput, FlagInput, TextInput } from '../../../shared/forms/fields';
import { usePageForm } from '../../../shared/forms/usePageForm';
import { FormikDialog } from '../../../shared/ui/dialogs/FormDialog';
import { useToast } from '../../../shared/ui/ToastProvider';
import { LIMITS } from '../../../shared/validation/limits';
import { validationMessage } from '../../../shared/validation/messages';
import { requiredIdRule, textRule } from '../../../shared/validation/rules';
import { lacksRegionTop, skipsLevel, type StructureUser } from './structureModel';

interface Props {
  user: StructureUser;
  /** The whole structure, for the level 0 rule of the user's region. */
  users: readonly StructureUser[];
  levelName: (level: number) => string;
  onHide: () => void;
}

interface PlacementValues extends Versioned {
  level: number | null;
  supervisorId: number | null;
  position: string;
  isVacant: boolean;
}

/** A user's place as the form reads it, with the version it was read at. */
const placementValues = (user: StructureUser): PlacementValues => ({
  level: user.level, supervisorId: user.supervisorId, position: user.position ?? '', isVacant: user.isVacant, rowVersion: user.rowVersion,
});

const LEVELS = Array.from({ length: LIMITS.hierarchy.levelMax - LIMITS.hierarchy.levelMin + 1 }, (_, i) => LIMITS.hierarchy.levelMin + i);

/**
 * Where a person sits: level, superior, position, vacant. A level above 0 in a region without another
 * level 0 user is refused with the rule's message (the service refuses it too); a superior more than
 * one level up is allowed with a warning. A save over someone else's change to the user opens the conflict dialog.
 */
export function PlacementDialog({ user, users, levelName, onHide }: Props) {
  const { t } = useTranslation();
  const toast = useToast();
  const [update] = useUpdateAccountHierarchyMutation();

  const schema = useMemo(
    () =>
      yup.object({
        level: requiredIdRule().test('region-top', validationMessage('hierarchy.rules.regionTop', { region: user.region ?? '' }), (level) =>
          level === null || level === undefined || !lacksRegionTop(users, user, level),
        ),
        supervisorId: yup.number().nullable().when('level', {
          is: (level: number | null) => level !== null && level > 0,
          then: () => requiredIdRule(),
          otherwise: () => yup.number().nullable(),
        }),
        position: textRule({ max: LIMITS.hierarchy.positionMax, allowedCharacters: true }),
        isVacant: yup.boolean(),
      }),
    [user, users],
  );

  const page = usePageForm<PlacementValues>({
    initialValues: placementValues(user),
    schema,
    valuesOf: placementValues,
    onSubmit: async (values) => {
      const level = values.level!;
      const hierarchyUpdateRequest = {
        userId: user.userId, level, supervisorId: level === 0 ? null : values.supervisorId, position: values.position || null, isVacant: values.isVacant,
        rowVersion: sentVersion(values),
      };
      await update({ hierarchyUpdateRequest }).unwrap();
      toast({ severity: 'success', summary: t('hierarchy.placement.saved', { name: user.fullName }) });
      onHide();
    },
  });
  const { form } = page;

  const level = form.values.level;
  const candidates = useGetAccountManagerCandidatesQuery({ level: level ?? 1, excludeUserId: user.userId }, { skip: level === null || level === 0 });
  const regionOf = useMemo(() => new Map(users.map((u) => [u.userId, u.region])), [users]);
  const options = (candidates.currentData?.data ?? []).map((c) => ({
    value: c.userId,
    label: t('hierarchy.placement.candidate', { name: c.fullName, level: c.level === null ? '' : levelName(c.level), region: orEmpty(regionOf.get(c.userId)) }),
  }));
  // A superior who cannot lead the new level is let go, so nothing hidden is sent.
  const { supervisorId } = form.values;
  const { setFieldValue } = form;
  useEffect(() => {
    if (candidates.currentData && supervisorId !== null && !candidates.currentData.data.some((c) => c.userId === supervisorId)) void setFieldValue('supervisorId', null);
  }, [candidates.currentData, supervisorId, setFieldValue]);
  const boss = candidates.currentData?.data.find((c) => c.userId === supervisorId);
  const warn = level !== null && skipsLevel(level, boss?.level);

  return (
    <FormikDialog<PlacementValues>
      form={form}
      failure={page.failure}
      versioned={page}
      header={t('hierarchy.placement.title', { name: user.fullName })}
      intro={<p className="m-0 text-700">{t('hierarchy.placement.intro', { region: orEmpty(user.region) })}</p>}
      onHide={onHide}
      width="40rem"
    >
      <ChoiceInput
        name="level"
        label={t('hierarchy.fields.level')}
        required
        source={{ options: LEVELS.map((l) => ({ value: l, label: levelName(l) })), loading: false, error: null }}
      />
      {level !== null && level > 0 && (
        <ChoiceInput
          name="supervisorId"
          label={t('hierarchy.fields.supervisor')}
          required
          source={{ options, loading: candidates.isFetching, error: candidates.error }}
          emptyMessage={t('hierarchy.placement.noCandidates')}
        />
      )}
      {warn && boss && (
        <p role="status" className="m-0 p-2 border-round bg-yellow-50 text-yellow-900">
          <i className="pi pi-exclamation-triangle mr-2" aria-hidden="true" />
          {t('hierarchy.rules.skipsLevel', { name: boss.fullName, bossLevel: levelName(boss.level!), expected: levelName(level - 1) })}
        </p>
      )}
      <TextInput name="position" label={t('hierarchy.fields.position')} max={LIMITS.hierarchy.positionMax} />
      <FlagInput name="isVacant" label={t('hierarchy.placement.vacant')} />
    </FormikDialog>
  );
}
