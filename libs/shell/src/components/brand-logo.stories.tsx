import type { Meta, StoryObj } from '@storybook/react-vite';
import type {} from 'msw-storybook-addon/csf3';
import { http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { AppHeader } from './app-header.tsx';
import { BrandLogo, type BrandLogoProps } from './brand-logo.tsx';
import { LeftMenu } from './left-menu.tsx';

// Custom branding images as the company's server would serve them (same-origin paths, no network).
const WIDE_LOGO = '/branding/northwind-logo.svg';
const SQUARE_LOGO = '/branding/northwind-mark.svg';
const MISSING_LOGO = '/branding/missing-logo.png';
const svg = (body: string, w: number, h: number) =>
  new HttpResponse(`<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${body}</svg>`, { headers: { 'content-type': 'image/svg+xml' } });
const brandingHandlers = [
  http.get(WIDE_LOGO, () =>
    svg('<rect width="200" height="48" rx="6" fill="#0b3d2e"/><circle cx="24" cy="24" r="14" fill="#f2b705"/><rect x="48" y="14" width="136" height="8" rx="4" fill="#fff"/><rect x="48" y="28" width="96" height="6" rx="3" fill="#9fd3c0"/>', 200, 48),
  ),
  http.get(SQUARE_LOGO, () => svg('<rect width="48" height="48" rx="10" fill="#0b3d2e"/><circle cx="24" cy="24" r="13" fill="#f2b705"/>', 48, 48)),
  http.get(MISSING_LOGO, () => new HttpResponse(null, { status: 404 })),
];

/** The real left menu (no entries) around the logo, so the story shows the menu's brand area. */
function MenuStage({ collapsed, children }: { collapsed: boolean; children: ReactNode }) {
  return (
    <div style={{ height: 220, display: 'flex' }}>
      <LeftMenu items={[]} collapsed={collapsed} openIds={[]} activeId={undefined} onToggleCollapsed={fn()} onToggleOpen={fn()} onSelect={fn()} logo={children} />
    </div>
  );
}

const meta = {
  title: 'Shell/BrandLogo',
  component: BrandLogo,
  args: { placement: 'menu', collapsed: false, region: 'OTHER', logo: { customLogo: null, headerLogo: null, fullSizeLogo: false } },
  parameters: { layout: 'fullscreen' },
  beforeEach({ msw }) {
    msw.use(...brandingHandlers);
  },
  render: (args: BrandLogoProps) =>
    args.placement === 'header' ? (
      <AppHeader productName="Security Operations Console" logo={<BrandLogo {...args} />} />
    ) : (
      <MenuStage collapsed={args.collapsed === true}>
        <BrandLogo {...args} />
      </MenuStage>
    ),
} satisfies Meta<typeof BrandLogo>;
export default meta;
type Story = StoryObj<typeof meta>;

const PRODUCT = 'Security Operations Console';

async function loaded(img: HTMLImageElement) {
  await waitFor(() => expect(img.complete && img.naturalWidth > 0).toBe(true));
}

/** Expanded menu: the full logo, the console's mark beside the product name. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const logo = canvas.getByRole('img', { name: PRODUCT });
    await expect(logo).toBeVisible();
    await expect(within(logo).getByText(PRODUCT)).toBeVisible();
    await expect(logo.querySelector('[data-logo-mark="default"]')).not.toBeNull();
  },
};

/** Collapsed menu: the compact mark alone, still named after the product. */
export const Collapsed: Story = {
  args: { collapsed: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const logo = canvas.getByRole('img', { name: PRODUCT });
    await expect(logo).toHaveAttribute('data-logo-mark', 'default');
    await expect(canvas.queryByText(PRODUCT)).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Expand menu' })).toBeVisible();
  },
};

/** The company's custom logo beside the product name. */
export const CustomLogo: Story = {
  args: { logo: { customLogo: SQUARE_LOGO, headerLogo: null, fullSizeLogo: false } },
  play: async ({ canvasElement }) => {
    const logo = within(canvasElement).getByRole('img', { name: PRODUCT });
    await expect(within(logo).getByText(PRODUCT)).toBeVisible();
    const img = logo.querySelector('img') as HTMLImageElement;
    await expect(img).toHaveAttribute('src', SQUARE_LOGO);
    await loaded(img);
    await expect(logo.querySelector('[data-logo-mark]')).toBeNull();
  },
};

/** A full-size custom logo fills the brand area instead of sitting beside the product name. */
export const CustomFullSize: Story = {
  args: { logo: { customLogo: WIDE_LOGO, headerLogo: null, fullSizeLogo: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const img = canvas.getByRole('img', { name: PRODUCT }) as HTMLImageElement;
    await expect(img.tagName).toBe('IMG');
    await expect(img).toHaveAttribute('src', WIDE_LOGO);
    await loaded(img);
    await expect(canvas.queryByText(PRODUCT)).toBeNull();
  },
};

/** The UAE region has its own mark and brand name. */
export const Uae: Story = {
  name: 'UAE',
  args: { region: 'UAE' },
  globals: { persona: 'uae-root' },
  play: async ({ canvasElement }) => {
    const logo = within(canvasElement).getByRole('img', { name: 'Security Operations Console UAE' });
    await expect(within(logo).getByText('Security Operations Console UAE')).toBeVisible();
    await expect(logo.querySelector('[data-logo-mark="uae"]')).not.toBeNull();
  },
};

/** A custom logo that fails to load gives way to the default mark, never a broken-image icon. */
export const BrokenCustomImage: Story = {
  args: { logo: { customLogo: MISSING_LOGO, headerLogo: null, fullSizeLogo: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvasElement.querySelector('img')).toBeNull());
    const logo = canvas.getByRole('img', { name: PRODUCT });
    await expect(logo.querySelector('[data-logo-mark="default"]')).not.toBeNull();
    await expect(within(logo).getByText(PRODUCT)).toBeVisible();
  },
};

/** The custom header logo sits beside the product name in the header. */
export const HeaderLogo: Story = {
  args: { placement: 'header', logo: { customLogo: null, headerLogo: WIDE_LOGO, fullSizeLogo: false } },
  play: async ({ canvasElement }) => {
    const banner = within(canvasElement).getByRole('banner');
    // Decorative beside the visible product name, so the name is read once.
    const img = banner.querySelector('img') as HTMLImageElement;
    await expect(img).toHaveAttribute('alt', '');
    await expect(img).toHaveAttribute('src', WIDE_LOGO);
    await loaded(img);
    await expect(within(banner).getByText(PRODUCT)).toBeVisible();
  },
};
