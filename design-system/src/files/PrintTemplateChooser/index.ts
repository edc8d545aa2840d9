export { PrintTemplateChooser, type PrintTemplateChooserProps } from './PrintTemplateChooser';
export {
  PRINT_TEMPLATE_PAGE_SIZE,
  TEMPLATE_LABEL_MAX,
  chosenTemplate,
  printableTemplates,
  templateKey,
  templateLabel,
  type LoadPrintTemplates,
  type PrintTemplateOption,
  type PrintTemplatePage,
} from './templateChoice';
