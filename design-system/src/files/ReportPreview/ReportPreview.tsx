import { ClassNames, css, type Theme } from '@emotion/react';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { Button } from '../../controls/Button';
import { Empty } from '../../display/Empty';
import { Image } from '../../display/Image';
import { Spinner } from '../../display/Spinner';
import { useLocale } from '../../i18n/LocaleProvider';
import { Drawer } from '../../overlays/Drawer';
import {
  analysisImageAlt,
  baseInfoItems,
  contentItems,
  paragraphsOf,
  referenceTypeLabel,
  type ReportContentBlock,
  type ReportPreviewData,
  type ReportReference,
} from './reportSections';

export interface ReportPreviewProps {
  /** Whether the drawer is open (controlled). */
  isOpen?: boolean;
  /**
   * Whether it starts open (uncontrolled).
   * @default false
   */
  defaultOpen?: boolean;
  /** Called when the drawer opens or closes (退出预览, ×, Escape, a click on the page). */
  onOpenChange?: (isOpen: boolean) => void;
  /** The report to show; or give `loadReport`. */
  report?: ReportPreviewData | null;
  /** Loads the report each time the drawer opens (a spinner meanwhile, 报告加载失败 with a retry on failure). */
  loadReport?: () => Promise<ReportPreviewData>;
  /** Opens a reference (another report or a file); without it references are plain text. */
  onOpenReference?: (reference: ReportReference) => void;
  /**
   * The drawer title.
   * @default '报告预览' / 'Report preview'
   */
  title?: string;
}

function reportStyles(theme: Theme) {
  const c = theme.colors;
  return css`
    display: flex;
    flex-direction: column;
    gap: ${theme.space[6]};

    .srm-report-section {
      display: flex;
      flex-direction: column;
      gap: ${theme.space[3]};
    }
    .srm-report-heading {
      margin: 0;
      padding-left: ${theme.space[2]};
      border-left: 2px solid ${c.primary};
      font-size: ${theme.fontSizes.lg};
      font-weight: ${theme.fontWeights.medium};
      line-height: ${theme.lineHeights.tight};
    }
    .srm-report-info {
      display: grid;
      grid-template-columns: repeat(2, minmax(0, 1fr));
      gap: ${theme.space[2]} ${theme.space[6]};
      margin: 0;
    }
    .srm-report-info div {
      display: flex;
      gap: ${theme.space[2]};
      min-width: 0;
    }
    .srm-report-info dt {
      flex: none;
      color: ${c.textTertiary};
    }
    .srm-report-info dt::after {
      content: '：';
    }
    .srm-report-info dd {
      margin: 0;
      min-width: 0;
      overflow-wrap: anywhere;
    }
    .srm-report-text {
      margin: 0;
      white-space: pre-line;
      overflow-wrap: anywhere;
    }
    .srm-report-analysis {
      display: flex;
      flex-direction: column;
      gap: ${theme.space[2]};
    }
    .srm-report-analysis h4 {
      margin: 0;
      font-size: ${theme.fontSizes.md};
      font-weight: ${theme.fontWeights.medium};
    }
    .srm-report-images {
      display: flex;
      flex-wrap: wrap;
      gap: ${theme.space[2]};
      margin: 0;
      padding: 0;
      list-style: none;
    }
    .srm-report-images li {
      flex: 1 1 calc(${theme.space[10]} * 6);
      max-width: 100%;
    }
    .srm-report-references {
      display: flex;
      flex-direction: column;
      gap: ${theme.space[2]};
      margin: 0;
      padding: 0;
      list-style: none;
    }
    .srm-report-references li {
      display: flex;
      align-items: baseline;
      gap: ${theme.space[2]};
      min-width: 0;
    }
    .srm-report-reference-type {
      flex: none;
      padding: 0 ${theme.space[1]};
      border-radius: ${theme.radii.sm};
      background: ${c.primarySubtle};
      color: ${c.primary};
      font-size: ${theme.fontSizes.xs};
    }
    .srm-report-status {
      display: flex;
      flex-direction: column;
      align-items: center;
      gap: ${theme.space[3]};
      padding: ${theme.space[8]} 0;
      color: ${c.danger};
    }
    .srm-report-status p {
      margin: 0;
    }
  `;
}

/**
 * The report preview drawer (spec 01 §2.7): base info, 综合市场观点 (the comprehensive market view),
 * 数据分析 (text and images) and 其他参考, with 退出预览. See README.md.
 */
export function ReportPreview({ isOpen, defaultOpen, onOpenChange, report, loadReport, onOpenReference, title }: ReportPreviewProps) {
  const { t } = useLocale();
  return (
    <Drawer
      isOpen={isOpen}
      defaultOpen={defaultOpen}
      onOpenChange={onOpenChange}
      title={title ?? t('reportPreview.title')}
      width="large"
      footer={({ close }) => (
        <Button variant="primary" onPress={close}>
          {t('reportPreview.exit')}
        </Button>
      )}
    >
      <ReportBody report={report} loadReport={loadReport} onOpenReference={onOpenReference} />
    </Drawer>
  );
}

type Loaded = { attempt: number; status: 'error' } | { attempt: number; status: 'done'; report: ReportPreviewData };

/** Mounted while the drawer is open, so each opening loads afresh. */
function ReportBody({ report, loadReport, onOpenReference }: Pick<ReportPreviewProps, 'report' | 'loadReport' | 'onOpenReference'>) {
  const { t } = useLocale();
  const [attempt, setAttempt] = useState(0);
  const [loaded, setLoaded] = useState<Loaded | null>(null);

  useEffect(() => {
    if (!loadReport) return;
    let current = true;
    loadReport().then(
      (value) => {
        if (current) setLoaded({ attempt, status: 'done', report: value });
      },
      () => {
        if (current) setLoaded({ attempt, status: 'error' });
      },
    );
    return () => {
      current = false;
    };
  }, [attempt, loadReport]);

  let content: ReactNode;
  if (!loadReport) {
    content = report ? <ReportSections report={report} onOpenReference={onOpenReference} /> : <Empty />;
  } else if (!loaded || loaded.attempt !== attempt) {
    content = <Spinner labelPlacement="end" />;
  } else if (loaded.status === 'error') {
    content = (
      <div className="srm-report-status">
        <p role="alert">{t('reportPreview.loadFailed')}</p>
        <Button size="small" onPress={() => setAttempt((value) => value + 1)}>
          {t('print.retry')}
        </Button>
      </div>
    );
  } else {
    content = <ReportSections report={loaded.report} onOpenReference={onOpenReference} />;
  }

  return (
    <ClassNames>
      {({ css: toClass, theme }) => (
        <div className={toClass(reportStyles(theme))} aria-busy={(loadReport && (!loaded || loaded.attempt !== attempt)) || undefined}>
          {content}
        </div>
      )}
    </ClassNames>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className="srm-report-section" aria-labelledby={id}>
      <h3 id={id} className="srm-report-heading">
        {title}
      </h3>
      {children}
    </section>
  );
}

function Paragraphs({ text }: { text: string | null | undefined }) {
  const paragraphs = paragraphsOf(text);
  if (paragraphs.length === 0) return <Empty size="small" />;
  return (
    <>
      {paragraphs.map((paragraph, index) => (
        <p key={index} className="srm-report-text">
          {paragraph}
        </p>
      ))}
    </>
  );
}

/** The rich text content: paragraphs and images in order, each image with its text alternative. */
function ContentBlocks({ blocks }: { blocks: readonly ReportContentBlock[] }) {
  const { t } = useLocale();
  const items = contentItems(blocks, t('reportPreview.marketView'), t);
  if (items.length === 0) return <Empty size="small" />;
  return (
    <>
      {items.map((item, index) =>
        item.type === 'paragraph' ? (
          <p key={index} className="srm-report-text">
            {item.text}
          </p>
        ) : (
          <Image key={index} className="srm-report-content-image" src={item.url} alt={item.alt} width="100%" />
        ),
      )}
    </>
  );
}

function ReportSections({ report, onOpenReference }: { report: ReportPreviewData; onOpenReference?: ((reference: ReportReference) => void) | undefined }) {
  const { t } = useLocale();
  const analyses = report.analyses ?? [];
  const references = report.references ?? [];
  return (
    <>
      <Section title={t('reportPreview.baseInfo')}>
        <dl className="srm-report-info">
          {baseInfoItems(report, t).map((item) => (
            <div key={item.key}>
              <dt>{item.label}</dt>
              <dd>{item.value || '—'}</dd>
            </div>
          ))}
        </dl>
      </Section>
      <Section title={t('reportPreview.marketView')}>
        {report.contentBlocks && report.contentBlocks.length > 0 ? <ContentBlocks blocks={report.contentBlocks} /> : <Paragraphs text={report.content} />}
      </Section>
      <Section title={t('reportPreview.dataAnalysis')}>
        {analyses.length === 0 ? (
          <Empty size="small" />
        ) : (
          analyses.map((analysis, index) => (
            <article key={analysis.id ?? index} className="srm-report-analysis">
              <h4>{analysis.title}</h4>
              <Paragraphs text={analysis.content} />
              {analysis.images && analysis.images.length > 0 ? (
                <ul className="srm-report-images">
                  {analysis.images.map((image, imageIndex) => (
                    <li key={`${image.src}-${imageIndex}`}>
                      <Image src={image.src} alt={analysisImageAlt(analysis, image, imageIndex, t)} width="100%" />
                    </li>
                  ))}
                </ul>
              ) : null}
            </article>
          ))
        )}
      </Section>
      <Section title={t('reportPreview.references')}>
        {references.length === 0 ? (
          <Empty size="small" />
        ) : (
          <ul className="srm-report-references">
            {references.map((reference, index) => (
              <li key={reference.id ?? index}>
                <span className="srm-report-reference-type">{referenceTypeLabel(reference.referenceType, t)}</span>
                {onOpenReference ? (
                  <Button variant="link" size="small" onPress={() => onOpenReference(reference)}>
                    {reference.name}
                  </Button>
                ) : (
                  <span>{reference.name}</span>
                )}
              </li>
            ))}
          </ul>
        )}
      </Section>
    </>
  );
}
