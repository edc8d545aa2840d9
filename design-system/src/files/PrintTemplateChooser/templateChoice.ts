/**
 * The rules of the print-template chooser (spec 01 §2.7, §5, §9): 10 templates a page, labels cut at
 * 30 characters, one template must be chosen. Pure and React-free.
 */
import { truncateText } from '../../table/PopoverTable/popoverTableLogic';

/** Spec 02 §9: print template list page 10. */
export const PRINT_TEMPLATE_PAGE_SIZE = 10;
/** Spec 01 §9: template labels are truncated at 30 characters. */
export const TEMPLATE_LABEL_MAX = 30;

/** One print template as the chooser lists it (the gateway's PrintTemplate fits). */
export interface PrintTemplateOption {
  id: string | number;
  name: string;
  code?: string;
  /** What it prints (contract, pick …). */
  type?: string;
  fileName?: string | null;
  /**
   * Whether it can print (the gateway's `printable`: a stored .docx or a built-in document). Only
   * `false` hides it: the chooser and the preview offer no template that cannot print.
   */
  printable?: boolean;
}

/** One page of templates, as the caller's loader answers it. */
export interface PrintTemplatePage {
  data: readonly PrintTemplateOption[];
  total: number;
}

export type LoadPrintTemplates = (params: { page: number; pageSize: number }) => Promise<PrintTemplatePage>;

/** The templates that can print: those not marked `printable: false`, in their order. */
export function printableTemplates<T extends Pick<PrintTemplateOption, 'printable'>>(templates: readonly T[]): T[] {
  return templates.filter((template) => template.printable !== false);
}

/** The label of a template: its name cut to `max` characters and '…' (CJK counts one each). */
export function templateLabel(name: string, max: number = TEMPLATE_LABEL_MAX): { text: string; full: string; truncated: boolean } {
  const { text, truncated } = truncateText(name, max);
  return { text, full: name, truncated };
}

/** The radio value of a template (react-aria radio values are strings). */
export function templateKey(template: Pick<PrintTemplateOption, 'id'>): string {
  return String(template.id);
}

/**
 * The template to confirm: the one whose key is chosen, among the templates seen so far (a choice
 * survives paging); null when nothing is chosen.
 */
export function chosenTemplate(key: string | null, seen: ReadonlyMap<string, PrintTemplateOption>): PrintTemplateOption | null {
  if (key === null) return null;
  return seen.get(key) ?? null;
}
