import type { TFunction } from 'i18next';
import { Link } from 'react-router-dom';
import type { SurveyTemplateSummaryRead as Summary } from '../../../api/tags/insight';
import type { ColumnFormat, ExportLabels } from '../../../shared/export';
import { valueColumn, type PageColumn } from '../../../shared/ui/GridPage/pageColumns';

const COLUMNS: readonly { field: keyof Summary & string; format?: ColumnFormat; width?: string }[] = [
  { field: 'title', width: '18rem' },
  { field: 'description', width: '22rem' },
  { field: 'questionCount', format: 'number', width: '8rem' },
  { field: 'answeredCount', format: 'number', width: '8rem' },
  { field: 'enabled', format: 'enabled', width: '7rem' },
];

/** The template grid's (and exports') columns; the title opens the template in the editor. */
export const surveyColumns = (t: TFunction, labels: ExportLabels): PageColumn<Summary>[] =>
  COLUMNS.map(({ field, format, width }) =>
    valueColumn<Summary>(labels, {
      id: field, header: t(`surveys.fields.${field}`), format, width,
      render: field === 'title' ? (row, text) => <Link to={`/surveys/new?template=${row.idSurveyTemplate}`}>{text}</Link> : undefined,
    }),
  );
