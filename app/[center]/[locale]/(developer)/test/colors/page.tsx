/** /test/colors: the current center's color tokens with their contrast ratios. */
import { ColorTokens } from '@/components/developer/color-tokens';
import { DeveloperPage } from '@/components/developer/developer-page';
import { resolveThemeConfig } from '@/lib/shared/theme/config';
import { themeToCssVariables } from '@/lib/shared/theme/css-variables';
import { developerMetadata, developerPage, type PageParams } from '../../page-context';

export const generateMetadata = developerMetadata('colors');

export default async function DeveloperColorsPage({ params }: { params: PageParams }) {
  const { center } = await developerPage(params);
  // The same variables the root layout writes on :root for this center.
  const variables = themeToCssVariables(center.profile, resolveThemeConfig(center.profile.themeConfig));
  return (
    <DeveloperPage pageKey="colors">
      <ColorTokens variables={variables} centerName={center.profile.name} />
    </DeveloperPage>
  );
}
