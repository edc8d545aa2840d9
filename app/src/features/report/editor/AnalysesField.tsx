import styled from '@emotion/styled';
import { Button, ImageListField, TextArea, TextField, type UploadedImage } from '@srm/design-system';
import { useId } from 'react';
import { useAppT } from '../../../i18n/useAppT';
import { emptyAnalysis, MAX_ANALYSIS_TITLE, type DraftAnalysis } from './reportDraft';

/** The most analyses a report holds (gateway MAX_REPORT_ANALYSES). */
const MAX_ANALYSES = 20;

/**
 * 数据分析: a list of blocks, each with its 标题, 内容 and 图片 (ImageListField, uploads through the
 * caller) and 删除; 添加数据分析 adds one.
 */
export function AnalysesField({
  analyses,
  onChange,
  onUploadImage,
}: {
  analyses: readonly DraftAnalysis[];
  onChange: (next: DraftAnalysis[]) => void;
  onUploadImage: (file: File) => Promise<UploadedImage>;
}) {
  const t = useAppT();
  const headingId = useId();
  const patch = (key: number, values: Partial<DraftAnalysis>) => onChange(analyses.map((analysis) => (analysis.key === key ? { ...analysis, ...values } : analysis)));
  return (
    <Part aria-labelledby={headingId}>
      <PartHead>
        <h3 id={headingId}>{t('reports.center.analyses')}</h3>
        <Button size="small" isDisabled={analyses.length >= MAX_ANALYSES} onPress={() => onChange([...analyses, emptyAnalysis(analyses)])}>
          {t('reports.center.addAnalysis')}
        </Button>
      </PartHead>
      {analyses.map((analysis, index) => {
        const number = { index: index + 1 };
        return (
          <Block key={analysis.key} role="group" aria-label={t('reports.center.analysisTitle', number)}>
            <TextField label={t('reports.center.analysisTitle', number)} isRequired maxLength={MAX_ANALYSIS_TITLE} value={analysis.title} onChange={(title) => patch(analysis.key, { title })} />
            <TextArea label={t('reports.center.analysisContent', number)} maxLength={5000} value={analysis.content} onChange={(content) => patch(analysis.key, { content })} />
            <ImageListField label={t('reports.center.analysisImages', number)} value={analysis.images} onChange={(images) => patch(analysis.key, { images })} onUploadImage={onUploadImage} />
            <BlockFoot>
              <Button size="small" variant="link" onPress={() => onChange(analyses.filter((item) => item.key !== analysis.key))}>
                {t('reports.center.removeAnalysis', number)}
              </Button>
            </BlockFoot>
          </Block>
        );
      })}
    </Part>
  );
}

export const Part = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
`;

export const PartHead = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
`;

export const Block = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
`;

export const BlockFoot = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[2]};
`;
