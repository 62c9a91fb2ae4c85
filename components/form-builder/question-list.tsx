'use client';

/**
 * The questions of the form editor: one card per question, reordered with @dnd-kit (pointer, or the keyboard on the
 * handle: space lifts, arrows move, space drops, Escape cancels) or with the explicit move up/down buttons, which
 * keep focus on the moved question. Changes are announced in a polite live region.
 */
import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ArrowDown, ArrowUp, GripVertical, Plus, Trash2 } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { type ReactNode, useId, useRef, useState } from 'react';
import { type UseFieldArrayReturn, useFieldArray, useFormContext, useFormState, useWatch } from 'react-hook-form';
import { CheckboxField, TextareaField } from '@/components/forms/fields';
import { FieldMessage, FormField } from '@/components/forms/form-field';
import { TextField } from '@/components/forms/text-field';
import { Button } from '@/components/ui/button';
import { Select } from '@/components/ui/select';
import { emptyQuestion, type FormValues, MAX_OPTIONS, MAX_QUESTIONS } from '@/lib/shared/form-builder/schemas';
import { hasOptions, isQuestionType, QUESTION_TYPES, type QuestionType } from '@/lib/shared/form-builder/view';

type QuestionsArray = UseFieldArrayReturn<FormValues, 'questions'>;

const iconButton = 'size-9 px-0';

export function QuestionList({ array }: { array: QuestionsArray }) {
  const t = useTranslations('formBuilder.questions');
  const tTypes = useTranslations('formBuilder.questionTypes');
  const { fields, append, remove, move } = array;
  const { control } = useFormContext<FormValues>();
  const watched = useWatch({ control, name: 'questions' });
  const [announcement, setAnnouncement] = useState('');
  const [newType, setNewType] = useState<QuestionType>('text');
  const headingRef = useRef<HTMLHeadingElement>(null);
  const addId = useId();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = fields.map((f) => f.id);
  const labelAt = (index: number) => {
    const q = watched?.[index];
    const type = q && isQuestionType(q.questionType) ? q.questionType : 'text';
    return t('questionLabel', { number: index + 1, type: tTypes(type), text: q?.text?.trim() || t('untitled') });
  };
  const labelOf = (id: string | number) => labelAt(ids.indexOf(String(id)));
  const positionOf = (id: string | number | undefined) => (id === undefined ? 0 : ids.indexOf(String(id)) + 1);
  const announcements: Announcements = {
    onDragStart: ({ active }) => t('picked', { item: labelOf(active.id), position: positionOf(active.id), total: ids.length }),
    onDragOver: ({ active, over }) =>
      over ? t('over', { item: labelOf(active.id), position: positionOf(over.id), total: ids.length }) : undefined,
    onDragEnd: ({ active, over }) =>
      over ? t('dropped', { item: labelOf(active.id), position: positionOf(over.id), total: ids.length }) : undefined,
    onDragCancel: ({ active }) => t('cancelled', { item: labelOf(active.id) }),
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    move(ids.indexOf(String(active.id)), ids.indexOf(String(over.id)));
  };

  const moveBy = (index: number, delta: -1 | 1) => {
    const to = index + delta;
    if (to < 0 || to >= fields.length) return;
    const key = fields[index]!.id;
    const label = labelAt(index);
    move(index, to);
    setAnnouncement(t('moved', { item: label, position: to + 1, total: fields.length }));
    // The moved card's DOM node moves too, which drops focus: put it back on the same button, or on the other
    // one when the question reached an end of the list.
    requestAnimationFrame(() => {
      const atEnd = delta === -1 ? to === 0 : to === fields.length - 1;
      const target = document.getElementById(`question-${key}-${atEnd ? (delta === -1 ? 'down' : 'up') : delta === -1 ? 'up' : 'down'}`);
      (target ?? document.getElementById(`question-${key}-handle`))?.focus();
    });
  };
  const removeAt = (index: number) => {
    const label = labelAt(index);
    remove(index);
    setAnnouncement(t('removed', { item: label }));
    headingRef.current?.focus();
  };
  const add = () => {
    append(emptyQuestion(newType), { shouldFocus: true, focusName: `questions.${fields.length}.text` });
    setAnnouncement(t('added', { type: tTypes(newType), position: fields.length + 1 }));
  };

  return (
    <section aria-labelledby="form-questions-heading" className="space-y-4">
      <div>
        <h2 id="form-questions-heading" ref={headingRef} tabIndex={-1} className="font-heading text-xl font-semibold focus:outline-none">
          {t('heading')}
        </h2>
        <p className="mt-1 text-sm text-muted-700 dark:text-muted-300">{t('hint')}</p>
      </div>
      <p role="status" aria-live="polite" className="sr-only">
        {announcement}
      </p>
      {fields.length === 0 ? (
        <p className="rounded-lg border border-dashed border-muted-300 p-4 text-muted-700 dark:border-muted-700 dark:text-muted-300">
          {t('empty')}
        </p>
      ) : null}
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragEnd={onDragEnd}
        accessibility={{ announcements, screenReaderInstructions: { draggable: t('dragInstructions') } }}
      >
        <SortableContext items={ids} strategy={verticalListSortingStrategy}>
          <ol className="space-y-4" aria-label={t('heading')}>
            {fields.map((field, index) => (
              <SortableQuestion key={field.id} id={field.id} handleLabel={t('handle', { item: labelAt(index) })}>
                {(handle) => (
                  <QuestionCard
                    index={index}
                    fieldKey={field.id}
                    total={fields.length}
                    handle={handle}
                    label={labelAt(index)}
                    onMoveUp={() => moveBy(index, -1)}
                    onMoveDown={() => moveBy(index, 1)}
                    onRemove={() => removeAt(index)}
                  />
                )}
              </SortableQuestion>
            ))}
          </ol>
        </SortableContext>
      </DndContext>
      {fields.length < MAX_QUESTIONS ? (
        <div className="flex flex-wrap items-end gap-3 rounded-xl border border-muted-200 bg-muted-50 p-4 dark:border-muted-800 dark:bg-muted-900">
          <div className="min-w-48 flex-1 space-y-1.5 sm:flex-none">
            <label htmlFor={addId} className="block text-sm font-medium">
              {t('newType')}
            </label>
            <Select id={addId} value={newType} onChange={(e) => isQuestionType(e.target.value) && setNewType(e.target.value)}>
              {QUESTION_TYPES.map((type) => (
                <option key={type} value={type}>
                  {tTypes(type)}
                </option>
              ))}
            </Select>
          </div>
          <Button type="button" variant="outline" onClick={add}>
            <Plus aria-hidden className="size-4" />
            {t('add')}
          </Button>
        </div>
      ) : (
        <p className="text-sm text-muted-700 dark:text-muted-300">{t('maxReached', { max: MAX_QUESTIONS })}</p>
      )}
    </section>
  );
}

function SortableQuestion({ id, handleLabel, children }: { id: string; handleLabel: string; children: (handle: ReactNode) => ReactNode }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id });
  const handle = (
    <button
      type="button"
      id={`question-${id}-handle`}
      ref={setActivatorNodeRef}
      {...attributes}
      {...listeners}
      aria-label={handleLabel}
      className="inline-flex size-9 shrink-0 cursor-grab touch-none items-center justify-center rounded text-muted-700 hover:bg-muted-100 focus-visible:outline-2 focus-visible:outline-primary-600 dark:text-muted-300 dark:hover:bg-muted-800"
    >
      <GripVertical aria-hidden className="size-5" />
    </button>
  );
  return (
    <li
      ref={setNodeRef}
      data-testid="question-card"
      style={{ transform: CSS.Transform.toString(transform), transition }}
      className={isDragging ? 'relative z-10 opacity-80' : undefined}
    >
      {children(handle)}
    </li>
  );
}

function QuestionCard({
  index,
  fieldKey,
  total,
  handle,
  label,
  onMoveUp,
  onMoveDown,
  onRemove,
}: {
  index: number;
  fieldKey: string;
  total: number;
  handle: ReactNode;
  label: string;
  onMoveUp: () => void;
  onMoveDown: () => void;
  onRemove: () => void;
}) {
  const t = useTranslations('formBuilder.questions');
  const tTypes = useTranslations('formBuilder.questionTypes');
  const { control, register, setValue, getValues } = useFormContext<FormValues>();
  const name = `questions.${index}` as const;
  const type = useWatch({ control, name: `${name}.questionType` });
  const questionType: QuestionType = isQuestionType(type) ? type : 'text';
  const headingId = `question-${fieldKey}-heading`;

  const changeType = (next: string) => {
    if (!isQuestionType(next)) return;
    const options = getValues(`${name}.options`) ?? [];
    if (hasOptions(next) && options.length < 2) {
      const filled = [...options, { value: '' }, { value: '' }].slice(0, Math.max(2, options.length));
      setValue(`${name}.options`, filled, { shouldDirty: true });
    }
    if (!hasOptions(next) && options.length > 0) setValue(`${name}.options`, [], { shouldDirty: true });
    if (next !== 'text') setValue(`${name}.longAnswer`, false, { shouldDirty: true });
    if (next === 'info_section') setValue(`${name}.required`, false, { shouldDirty: true });
  };

  return (
    <article
      aria-labelledby={headingId}
      className="space-y-4 rounded-xl border border-muted-200 bg-surface p-4 sm:p-5 dark:border-muted-800"
    >
      <header className="flex flex-wrap items-center gap-2">
        {handle}
        <h3 id={headingId} className="min-w-0 flex-1 font-semibold break-words">
          {t('number', { number: index + 1 })}{' '}
          <span className="font-normal text-muted-700 dark:text-muted-300">· {tTypes(questionType)}</span>
        </h3>
        <div className="flex gap-1">
          <Button
            type="button"
            id={`question-${fieldKey}-up`}
            variant="light"
            size="sm"
            className={iconButton}
            onClick={onMoveUp}
            aria-disabled={index === 0 || undefined}
            aria-label={t('moveUp', { item: label })}
          >
            <ArrowUp aria-hidden className="size-4" />
          </Button>
          <Button
            type="button"
            id={`question-${fieldKey}-down`}
            variant="light"
            size="sm"
            className={iconButton}
            onClick={onMoveDown}
            aria-disabled={index === total - 1 || undefined}
            aria-label={t('moveDown', { item: label })}
          >
            <ArrowDown aria-hidden className="size-4" />
          </Button>
          <Button
            type="button"
            variant="light"
            size="sm"
            className={`${iconButton} text-red-700 dark:text-red-400`}
            onClick={onRemove}
            aria-label={t('remove', { item: label })}
          >
            <Trash2 aria-hidden className="size-4" />
          </Button>
        </div>
      </header>
      <div className="grid gap-4 sm:grid-cols-[minmax(0,14rem)_minmax(0,1fr)]">
        <FormField name={`${name}.questionType`} label={t('type')} required={false}>
          {(fieldControl) => (
            <Select
              {...fieldControl}
              {...register(`${name}.questionType`, { onChange: (e: { target: { value: string } }) => changeType(e.target.value) })}
            >
              {QUESTION_TYPES.map((value) => (
                <option key={value} value={value}>
                  {tTypes(value)}
                </option>
              ))}
            </Select>
          )}
        </FormField>
        {questionType === 'info_section' ? (
          <TextareaField name={`${name}.text`} label={t('infoText')} rows={3} />
        ) : (
          <TextField name={`${name}.text`} label={t('text')} />
        )}
      </div>
      {questionType !== 'info_section' ? (
        <>
          <TextareaField
            name={`${name}.description`}
            label={t('description')}
            required={false}
            description={t('descriptionHint')}
            rows={2}
          />
          <div className="flex flex-wrap gap-x-6 gap-y-2">
            <CheckboxField name={`${name}.required`} label={t('required')} required={false} />
            {questionType === 'text' ? <CheckboxField name={`${name}.longAnswer`} label={t('longAnswer')} required={false} /> : null}
          </div>
        </>
      ) : (
        <p className="text-sm text-muted-700 dark:text-muted-300">{t('infoHint')}</p>
      )}
      {hasOptions(questionType) ? <OptionsEditor questionIndex={index} questionLabel={label} /> : null}
    </article>
  );
}

function OptionsEditor({ questionIndex, questionLabel }: { questionIndex: number; questionLabel: string }) {
  const t = useTranslations('formBuilder.options');
  const { control, getFieldState } = useFormContext<FormValues>();
  const name = `questions.${questionIndex}.options` as const;
  const { fields, append, remove, move } = useFieldArray({ control, name });
  const formState = useFormState({ control, name });
  const state = getFieldState(name, formState);
  const listError = state.error?.message ?? (state.error as { root?: { message?: string } } | undefined)?.root?.message;
  const legendId = useId();
  const errorId = `${legendId}-error`;
  const [announcement, setAnnouncement] = useState('');

  const moveBy = (index: number, delta: -1 | 1) => {
    const to = index + delta;
    if (to < 0 || to >= fields.length) return;
    const key = fields[index]!.id;
    move(index, to);
    setAnnouncement(t('moved', { number: index + 1, position: to + 1 }));
    requestAnimationFrame(() =>
      document
        .getElementById(`option-${key}-${delta === -1 ? (to === 0 ? 'down' : 'up') : to === fields.length - 1 ? 'up' : 'down'}`)
        ?.focus(),
    );
  };

  return (
    <fieldset className="space-y-3" aria-describedby={listError ? errorId : undefined}>
      <legend id={legendId} className="text-sm font-medium">
        {t('legend', { question: questionLabel })}
      </legend>
      <p role="status" aria-live="polite" className="sr-only">
        {announcement}
      </p>
      <ol className="space-y-2">
        {fields.map((field, index) => (
          <li key={field.id} className="flex items-start gap-2">
            <TextField
              name={`${name}.${index}.value`}
              label={t('option', { number: index + 1 })}
              fieldClassName="min-w-0 flex-1 space-y-1"
              maxLength={200}
            />
            <div className="mt-7 flex gap-1">
              <Button
                type="button"
                id={`option-${field.id}-up`}
                variant="light"
                size="sm"
                className={iconButton}
                onClick={() => moveBy(index, -1)}
                aria-disabled={index === 0 || undefined}
                aria-label={t('moveUp', { number: index + 1 })}
              >
                <ArrowUp aria-hidden className="size-4" />
              </Button>
              <Button
                type="button"
                id={`option-${field.id}-down`}
                variant="light"
                size="sm"
                className={iconButton}
                onClick={() => moveBy(index, 1)}
                aria-disabled={index === fields.length - 1 || undefined}
                aria-label={t('moveDown', { number: index + 1 })}
              >
                <ArrowDown aria-hidden className="size-4" />
              </Button>
              <Button
                type="button"
                variant="light"
                size="sm"
                className={`${iconButton} text-red-700 dark:text-red-400`}
                onClick={() => {
                  remove(index);
                  setAnnouncement(t('removed', { number: index + 1 }));
                }}
                aria-label={t('remove', { number: index + 1 })}
              >
                <Trash2 aria-hidden className="size-4" />
              </Button>
            </div>
          </li>
        ))}
      </ol>
      <FieldMessage id={listError ? errorId : undefined} message={listError} />
      {fields.length < MAX_OPTIONS ? (
        <Button
          type="button"
          variant="outline"
          size="sm"
          onClick={() => {
            append({ value: '' }, { shouldFocus: true, focusName: `${name}.${fields.length}.value` });
            setAnnouncement(t('added', { number: fields.length + 1 }));
          }}
        >
          <Plus aria-hidden className="size-4" />
          {t('add')}
        </Button>
      ) : null}
    </fieldset>
  );
}
