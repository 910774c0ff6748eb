// Chinese texts of banners. Part of cn.ts.
import type { Messages } from './en';
import type { enBannersConfirm } from './en-banners';

export const cnBanners: Pick<Messages, 'banners'> = {
  banners: {
    title: '我的横幅',
    subtitle: '带链接的图片，可展示在你领导的战队页面上。',
    list: '你的横幅',
    create: '新建横幅',
    empty: '你还没有横幅。',
    unnamed: '未命名横幅',
    visible: '对他人可见',
    hidden: '仅自己可见',
    noLink: '无链接',
    editName: '编辑 {{name}}',
    deleteName: '删除 {{name}}',
    deleted: '横幅已删除。',
    form: {
      createTitle: '新建横幅',
      editTitle: '编辑横幅',
      name: '名称',
      namePlaceholder: '赞助商',
      link: '链接',
      allowShow: '对他人展示',
      allowShowHint: '战队页面只展示允许他人查看的横幅。',
      picture: '图片',
      choosePicture: '选择图片',
      changePicture: '更换图片',
      pictureFormats: 'PNG、JPEG、GIF 或 WebP，最大 10 MB，裁剪为正方形。',
      cropTitle: '裁剪横幅',
      cropHint: '拖动图片或使用方向键，并缩放到方框显示你想要的部分。',
      cropSave: '使用这张图片',
      pictureRequired: '请为横幅选择图片。',
      linkInvalid: '请输入以 http:// 或 https:// 开头的网址。',
      create: '创建横幅',
      save: '保存更改',
      created: '横幅已创建。',
      saved: '横幅已保存。',
    },
    howTo: {
      title: '在战队页面展示横幅',
      step1: '创建横幅：一张图片和点击后打开的网址。',
      step2: '允许他人查看；隐藏的横幅只留在本页。',
      step3: '打开你领导的战队的设置，开启该横幅。',
    },
    picker: {
      title: '战队横幅',
      list: '你的横幅',
      manage: '管理横幅',
      empty: '你还没有横幅。请在“管理横幅”中创建。',
      showName: '在战队页面展示 {{name}}',
      hiddenHint: '仅自己可见：战队页面不会展示它。',
    },
    page: {
      notYoursTitle: '横幅是私密的',
      notYoursText: '只有 {{name}} 可以管理自己的横幅。',
      toOwn: '前往我的横幅',
    },
  },
};

export const cnBannersConfirm: Record<keyof typeof enBannersConfirm, string> = {
  confirm_delete_banner: '删除横幅 <b>{{name}}</b>？它也会从所有展示它的战队中移除。',
};
