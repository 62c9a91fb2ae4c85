/** The menu and menu item attribute schemas and what the API derives from them. */
import { menuAttributesSchema, menuItemAttributesSchema } from '@/domain/menus';
import { menuItemCreate, menuItemUpdate, menuUpdate } from '@/server/resources/menus/schemas';

describe('menu attributes', () => {
  it('the API writes a menu name only, strictly', () => {
    expect(Object.keys(menuUpdate.shape)).toEqual(Object.keys(menuAttributesSchema.shape));
    expect(menuUpdate.safeParse({ name: ' Hoofdmenu ' }).data).toEqual({ name: 'Hoofdmenu' });
    expect(menuUpdate.safeParse({ name: 'Hoofdmenu', key: 'footer' }).success).toBe(false);
  });

  it('the API accepts exactly the domain item attributes, with name and link type required on create', () => {
    expect(Object.keys(menuItemCreate.shape).sort()).toEqual(Object.keys(menuItemAttributesSchema.shape).sort());
    expect(menuItemCreate.safeParse({ name: 'Nieuws', linkType: 'system_page', systemPage: 'news' }).success).toBe(true);
    expect(menuItemCreate.safeParse({ name: 'Nieuws' }).success).toBe(false);
    expect(menuItemUpdate.safeParse({ linkType: 'mailto' }).success).toBe(false);
    expect(menuItemUpdate.safeParse({ position: 10_001 }).success).toBe(false);
  });
});
