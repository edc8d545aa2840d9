import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test-utils';
import { Image } from './Image';

describe('Image', () => {
  it('shows a placeholder until the image loads', () => {
    const onLoad = vi.fn();
    const { container } = renderWithProviders(<Image src="/files/seal.png" alt="合同印章" width={120} height={80} onLoad={onLoad} />);
    const box = container.firstElementChild as HTMLElement;
    const img = screen.getByRole('img', { name: '合同印章' });
    expect(box.getAttribute('data-status')).toBe('loading');
    expect(container.querySelector('.srm-image-placeholder')).not.toBeNull();
    expect(box.style.width).toBe('120px');
    fireEvent.load(img);
    expect(box.getAttribute('data-status')).toBe('loaded');
    expect(container.querySelector('.srm-image-placeholder')).toBeNull();
    expect(onLoad).toHaveBeenCalledOnce();
  });

  it('shows 加载失败 in place of a broken image', () => {
    const onError = vi.fn();
    renderWithProviders(<Image src="/files/broken.png" alt="营业执照" onError={onError} />);
    fireEvent.error(screen.getByRole('img', { name: '营业执照' }));
    expect(screen.getByText('加载失败')).toBeTruthy();
    expect(screen.getByRole('img', { name: '营业执照：加载失败' })).toBeTruthy();
    expect(document.querySelector('img')).toBeNull();
    expect(onError).toHaveBeenCalledOnce();
  });

  it('says Failed to load in English', () => {
    renderWithProviders(<Image src="" alt="Licence" />, { locale: 'en' });
    expect(screen.getByText('Failed to load')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Licence: failed to load' })).toBeTruthy();
  });

  it('tries again when the source changes after an error', () => {
    const { rerender, container } = renderWithProviders(<Image src="/a.png" alt="附件" />);
    fireEvent.error(screen.getByRole('img', { name: '附件' }));
    expect(container.firstElementChild!.getAttribute('data-status')).toBe('error');
    rerender(<Image src="/b.png" alt="附件" />);
    expect(container.firstElementChild!.getAttribute('data-status')).toBe('loading');
    expect(screen.getByRole('img', { name: '附件' }).getAttribute('src')).toBe('/b.png');
  });

  it('shows only the placeholder while the address is being fetched, then loads it', () => {
    const { rerender, container } = renderWithProviders(<Image isLoading alt="预览" />);
    expect(container.querySelector('img')).toBeNull();
    expect(container.firstElementChild!.getAttribute('data-status')).toBe('loading');
    expect(screen.getByRole('img', { name: '预览' }).getAttribute('aria-busy')).toBe('true');
    rerender(<Image src="/preview/1.png" alt="预览" />);
    expect(container.querySelector('img')!.getAttribute('src')).toBe('/preview/1.png');
    expect(container.firstElementChild!.getAttribute('data-status')).toBe('loading');
  });

  it('uses a custom fallback', () => {
    renderWithProviders(<Image src="" alt="头像" fallback={<span>无头像</span>} />);
    expect(screen.getByText('无头像')).toBeTruthy();
  });
});
