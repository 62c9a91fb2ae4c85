/**
 * A form of the form builder inside a content page (contract issue 10): the block's chosen form (`formId`), read
 * server-side through the cached public loader and rendered by the same renderer as /forms/{key}, posting to the
 * same server action (so it works without JavaScript). Only an anonymous form of the page's center renders here;
 * no form chosen, another center's, a token form or a failed read shows nothing.
 */
import type { BlockSettings } from '@/lib/shared/content/blocks';
import { answerRuleMessages, getBlockForm } from '@/lib/server/forms/public-api';
import { PublicForm } from './public-form-lazy';
import { type BlockContext, type BlockProps, BlockSection } from './shared';

export async function BuilderFormBlock({ settings, context }: BlockProps<BlockSettings<'BuilderForm'>> & { context: BlockContext }) {
  if (!settings.formId) return null;
  const [form, ruleMessages] = await Promise.all([
    getBlockForm(context.center, context.locale, settings.formId).catch(() => null),
    answerRuleMessages(context.locale),
  ]);
  if (!form) return null;
  return (
    <BlockSection label={form.title}>
      <div className="mx-auto max-w-2xl">
        <PublicForm form={form} mode="live" headingLevel="h2" ruleMessages={ruleMessages} />
      </div>
    </BlockSection>
  );
}
