import { useTranslation } from 'react-i18next';
import { useProductEvidence } from '../../../domain/files/productEvidence';
import { RULE_VALUES } from '../../../domain/components/componentRules';
import { useAccessList } from '../../../auth/useAccessList';
import { prepareAttachmentWith, type AttachmentProblem } from '../../../shared/files/prepareAttachment';
import { useAttachmentProblemText } from '../../../shared/files/useAttachmentProblemText';
import { AttachmentsPanel } from '../../../shared/ui/attachments/AttachmentsPanel';
import type { UploadWording } from '../../../shared/ui/attachments/types';
import { LIMITS } from '../../../shared/validation/limits';

/** Evidence photos: .jpg or .jpeg up to 10 MB (spec 001 section 5), then the image checks (sharpness, turn, re-encoding). */
const prepareEvidence = prepareAttachmentWith({ extensions: LIMITS.components.evidenceExtensions, maxBytes: LIMITS.components.evidenceMaxBytes });
const EVIDENCE_ACCEPT = [...LIMITS.components.evidenceExtensions.map((e) => `.${e}`), 'image/jpeg'].join(',');
/** uploadProductFiles's x-permissions. */
const UPLOAD_PERMISSIONS = ['ProductUpdate', 'ProductStatusChange'];

/** The evidence's own words: its formats and size, and the spec's "photo quality below standard" and "evidence upload failed". */
function useEvidenceWording(): UploadWording {
  const { t } = useTranslation();
  const fileCheck = useAttachmentProblemText();
  const own: Partial<Record<AttachmentProblem, string>> = {
    invalidFormat: t('components.rules.evidenceFormat', RULE_VALUES.evidenceFormat),
    tooLarge: t('components.rules.evidenceTooLarge', RULE_VALUES.evidenceTooLarge),
    invalidImage: t('components.detail.evidence.lowQuality'),
  };
  return {
    hint: t('components.detail.evidence.hint', { ...RULE_VALUES.evidenceFormat, ...RULE_VALUES.evidenceTooLarge }),
    problem: (p) => own[p] ?? fileCheck(p),
    uploadFailed: (reason) => t('components.detail.evidence.uploadFailed', { reason }),
  };
}

/** The component's evidence photos: the list with download, and the upload for who may make it. */
export function ComponentEvidence({ productId }: { productId: number }) {
  const { t } = useTranslation();
  const access = useAccessList();
  const evidence = useProductEvidence(productId);
  const wording = useEvidenceWording();
  return (
    <AttachmentsPanel
      title={t('components.detail.evidence.title')}
      emptyText={t('components.detail.evidence.empty')}
      loadErrorTitle={t('components.detail.evidence.loadError')}
      files={evidence.files}
      download={evidence.download}
      // Only once the list is read: a check against an empty list passes (spec 001 section 6).
      upload={!access.isLoading && access.can(UPLOAD_PERMISSIONS) ? evidence.upload : undefined}
      prepare={prepareEvidence}
      accept={EVIDENCE_ACCEPT}
      chooseLabel={t('components.detail.evidence.choose')}
      wording={wording}
    />
  );
}
