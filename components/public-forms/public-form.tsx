/**
 * `PublicForm` — a form-builder form as its respondent answers it (`mode="live"`) or as the builder previews it
 * (`mode="preview"`: the same markup, not submittable, with a note). The renderer itself is in the content kit
 * (components/blocks/public-form-renderer.tsx, with its props type) because the BuilderForm block renders it too and
 * a kit may not import a feature (docs/frontend.md#public-forms).
 */
export { FormUnavailable, PublicForm } from '@/components/blocks/public-form-renderer';
