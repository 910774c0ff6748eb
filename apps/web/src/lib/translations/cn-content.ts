// Chinese texts of news, the FAQ and static pages. Part of cn.ts.
import type { Messages } from './en';

export const cnContent: Pick<Messages, 'content'> = {
  content: {
    page: {
      updated: '最后更新：{{date}}',
      loadFailedTitle: '页面加载失败',
      notFoundTitle: '页面不存在',
      notFoundText: '没有这个页面，它可能已被移动或从未存在。',
    },
    faq: {
      title: '常见问题',
    },
    news: {
      title: '新闻',
      back: '全部新闻',
      searchLabel: '搜索新闻',
      searchPlaceholder: '标题或正文中的词语',
      search: '搜索',
      found_one: '“{{search}}”共找到 {{count}} 条新闻',
      found_other: '“{{search}}”共找到 {{count}} 条新闻',
      empty: '暂无新闻。',
      noMatches: '没有符合搜索条件的新闻。',
    },
  },
};
