import type { Locale } from '@rassam/i18n';
import { FormPage, formMetadata } from '@/components/studio/form-page';

export const generateMetadata = formMetadata();

export default function Page(props: {
  params: Promise<{ locale: Locale; tool: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  return <FormPage {...props} segment="create" />;
}
