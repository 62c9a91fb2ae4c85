/**
 * The submit step of <AppForm> on a bare react-hook-form control (no DOM): what a refused and an accepted save
 * leave behind for the unsaved-changes prompt, which useAppForm arms while `isDirty && !isSubmitSuccessful`.
 */
import { createFormControl } from 'react-hook-form';
import { createAppFormSubmit } from '@/components/forms/app-form-submit';
import { ApiRequestError } from '@/lib/shared/api/errors';

interface Values {
  name: string;
  color: string;
}

function setup(save: (values: Values) => unknown) {
  const methods = createFormControl<Values>({ defaultValues: { name: 'Demo', color: '#1d4ed8' } });
  const { control, register } = methods;
  // useAppForm reads isDirty, which makes react-hook-form track it.
  control._proxyFormState.isDirty = true;
  control._proxyFormState.dirtyFields = true;
  register('name');
  register('color');
  // Mounted, as useForm marks it after the first render: getValues and isDirty read the entered values.
  control._state.mount = true;
  const submit = methods.handleSubmit(
    createAppFormSubmit({ form: methods, onSubmit: save, fields: () => ['name', 'color'], fallbackMessage: 'Opslaan mislukt' }),
  );
  const armed = () => control._formState.isDirty && !control._formState.isSubmitSuccessful;
  const edit = (name: 'name' | 'color', value: string) => methods.setValue(name, value, { shouldDirty: true });
  return { methods, control, submit, armed, edit };
}

const refusal = () =>
  new ApiRequestError(422, { errors: [{ status: '422', detail: 'Ongeldige kleur', source: { pointer: '/data/attributes/color' } }] });

describe('AppForm submit and the unsaved-changes prompt', () => {
  it('stays armed after a refused save: nothing was saved', async () => {
    const { control, submit, armed, edit } = setup(() => {
      throw refusal();
    });
    edit('color', '#123456');
    expect(armed()).toBe(true);
    await submit();
    expect(control._formState.errors.color?.message).toBe('Ongeldige kleur');
    expect(control._formState.isSubmitSuccessful).toBe(false);
    expect(armed()).toBe(true);
  });

  it('disarms when a refused change is undone by hand', async () => {
    const { submit, armed, edit } = setup(() => {
      throw refusal();
    });
    edit('color', '#123456');
    await submit();
    edit('color', '#1d4ed8');
    expect(armed()).toBe(false);
  });

  it('disarms after a refused save is followed by one that goes through', async () => {
    let refuse = true;
    const { control, submit, armed, edit } = setup(() => {
      if (refuse) throw refusal();
    });
    edit('color', '#123456');
    await submit();
    refuse = false;
    edit('color', '#654321');
    await submit();
    expect(control._formState.errors).toEqual({});
    expect(armed()).toBe(false);
  });

  it('arms again on the next change after a save that went through', async () => {
    const { methods, submit, armed, edit } = setup(() => undefined);
    edit('name', 'Demo Oost');
    await submit();
    expect(armed()).toBe(false);
    expect(methods.getValues('name')).toBe('Demo Oost');
    edit('name', 'Demo West');
    expect(armed()).toBe(true);
    // Back to what was saved: nothing to lose.
    edit('name', 'Demo Oost');
    expect(armed()).toBe(false);
  });

  it('keeps the baseline a caller set by resetting the form to the saved values itself', async () => {
    const { methods, submit, armed, edit } = setup(() => {
      methods.reset({ name: 'Demo Oost (bewaard)', color: '#1d4ed8' });
    });
    edit('name', 'Demo Oost');
    await submit();
    expect(methods.getValues('name')).toBe('Demo Oost (bewaard)');
    expect(armed()).toBe(false);
    edit('name', 'Demo Oost');
    expect(armed()).toBe(true);
  });

  it('rethrows what is not a refused request, and stays armed', async () => {
    const { submit, armed, edit, control } = setup(() => {
      throw new TypeError('bug');
    });
    edit('color', '#123456');
    await expect(submit()).rejects.toThrow('bug');
    expect(control._formState.errors.root?.server?.message).toBe('Opslaan mislukt');
    expect(armed()).toBe(true);
  });
});
