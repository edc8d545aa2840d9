import { Tab, TabList, TabPanel, Tabs } from '@srm/design-system';
import { useId } from 'react';
import { useAppT } from '../../../i18n/useAppT';
import { ListSideMenu } from '../../../shell/ListSideMenu';
import { ListPageSection, WithSideMenu } from '../../../shell/listPageLayout';
import { SampleTab } from './SampleTab';
import { TemplateTab } from './TemplateTab';

/**
 * 合同模板 (contract/template, menu contract:template; issue 8): two tabs, 合同模板 (the templates the
 * contract print fills: CRUD and the .docx upload, preview, download) and 合同范本 (the samples a
 * contract may start from). Buttons contract:template:add / :edit / :delete; the gateway enforces
 * the same codes and its messages (新增成功, 修改成功, 删除成功, refusals) are shown as toasts.
 */
export function ContractTemplatePage() {
  const t = useAppT();
  const headingId = useId();
  return (
    <WithSideMenu>
      <ListSideMenu />
      <ListPageSection aria-labelledby={headingId}>
        <h1 id={headingId}>{t('contractTemplate.title')}</h1>
        <Tabs defaultSelectedKey="templates">
          <TabList aria-label={t('contractTemplate.tabs')}>
            <Tab id="templates">{t('contractTemplate.tab.templates')}</Tab>
            <Tab id="samples">{t('contractTemplate.tab.samples')}</Tab>
          </TabList>
          <TabPanel id="templates">
            <TemplateTab />
          </TabPanel>
          <TabPanel id="samples">
            <SampleTab />
          </TabPanel>
        </Tabs>
      </ListPageSection>
    </WithSideMenu>
  );
}
