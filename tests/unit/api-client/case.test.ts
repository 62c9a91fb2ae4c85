import { camelKeys, isPlainObject, snakeKeys, toCamel, toSnake } from '@/lib/shared/api/case';

describe('toSnake / toCamel', () => {
  it.each([
    ['firstName', 'first_name'],
    ['footerColumn1Title', 'footer_column1_title'],
    ['footerColumn8Content', 'footer_column8_content'],
    ['primaryColorShades', 'primary_color_shades'],
    ['id', 'id'],
    ['organizationIdEq', 'organization_id_eq'],
  ])('%s <-> %s', (camel, snake) => {
    expect(toSnake(camel)).toBe(snake);
    expect(toCamel(snake)).toBe(camel);
  });

  it('leaves keys already in the target form unchanged', () => {
    expect(toSnake('first_name')).toBe('first_name');
    expect(toSnake('footer_column1_title')).toBe('footer_column1_title');
    expect(toCamel('firstName')).toBe('firstName');
    expect(toCamel('footerColumn1Title')).toBe('footerColumn1Title');
  });

  it('keeps leading underscores, digits after underscores and free-form keys', () => {
    expect(toCamel('_destroy')).toBe('_destroy');
    expect(toSnake('_destroy')).toBe('_destroy');
    expect(toCamel('column_1')).toBe('column_1');
    expect(toSnake('column_1')).toBe('column_1');
    expect(toCamel('--primary-color')).toBe('--primary-color');
    expect(toCamel('50')).toBe('50');
    expect(toSnake('Type')).toBe('Type');
  });

  const samples = [
    'firstName',
    'footerColumn1Title',
    'userID',
    'aBC',
    'a__b',
    '_destroy',
    'x_1y',
    'column_1',
    'Foo',
    'a_B',
    'first_name',
    'footer_column1_title',
    'user_i_d',
    'a__B',
    '__proto_x',
    'já_não',
    'a_b_c',
    'html5_video',
    'a1_b2',
  ];

  it.each(samples)("round-trips %s through both directions from either function's output", (key) => {
    const camel = toCamel(key);
    expect(toCamel(toSnake(camel))).toBe(camel);
    const snake = toSnake(key);
    expect(toSnake(toCamel(snake))).toBe(snake);
  });
});

describe('snakeKeys / camelKeys', () => {
  it('converts nested objects and arrays of arrays, never string values', () => {
    const input = {
      firstName: 'firstName',
      profile: { footerColumn1Title: 'Contact', themeConfig: { cssVariables: { '--brandColor': 'red' } } },
      nested: [[{ innerKey: 1 }], [{ otherKey: [{ deepKey: 'deepValue' }] }]],
    };
    expect(snakeKeys(input)).toEqual({
      first_name: 'firstName',
      profile: { footer_column1_title: 'Contact', theme_config: { css_variables: { '--brand_color': 'red' } } },
      nested: [[{ inner_key: 1 }], [{ other_key: [{ deep_key: 'deepValue' }] }]],
    });
  });

  it('is invertible on whole documents', () => {
    const wire = { data: { attributes: { footer_column1_title: 't', age_group_ids: [1, 2], _destroy: true } } };
    expect(snakeKeys(camelKeys(wire))).toEqual(wire);
    const app = { data: { attributes: { footerColumn1Title: 't', list: [{ someKey: null }] } } };
    expect(camelKeys(snakeKeys(app))).toEqual(app);
  });

  it('leaves Dates, class instances and primitives alone', () => {
    const date = new Date('2024-01-02T03:04:05Z');
    const url = new URL('https://example.org/a_b');
    const out = camelKeys({ created_at: date, link: url, n: null, u: undefined, s: 'snake_case_value' });
    expect(out).toEqual({ createdAt: date, link: url, n: null, u: undefined, s: 'snake_case_value' });
    if (!isPlainObject(out)) throw new Error('expected an object');
    expect(out['createdAt']).toBe(date);
    expect(out['link']).toBe(url);
    expect(camelKeys('some_string')).toBe('some_string');
    expect(snakeKeys(42)).toBe(42);
  });

  it('does not mutate its input', () => {
    const input = { someKey: { innerKey: 1 } };
    snakeKeys(input);
    expect(input).toEqual({ someKey: { innerKey: 1 } });
  });
});
