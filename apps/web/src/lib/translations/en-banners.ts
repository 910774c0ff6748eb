// Texts of banners: the user's banners, the form and the team banner picker. Part of en.ts; the
// confirm question joins confirm.texts there.

export const enBanners = {
  banners: {
    title: 'My banners',
    subtitle: 'Pictures with a link that you show on the teams you lead.',
    list: 'Your banners',
    create: 'New banner',
    empty: 'You have no banners yet.',
    unnamed: 'Unnamed banner',
    visible: 'Shown to others',
    hidden: 'Only you',
    noLink: 'No link',
    editName: 'Edit {{name}}',
    deleteName: 'Delete {{name}}',
    deleted: 'Banner deleted.',
    form: {
      createTitle: 'New banner',
      editTitle: 'Edit the banner',
      name: 'Name',
      namePlaceholder: 'Sponsor',
      link: 'Link',
      allowShow: 'Show to others',
      allowShowHint: 'Teams show only banners that others may see.',
      picture: 'Picture',
      choosePicture: 'Choose a picture',
      changePicture: 'Change the picture',
      pictureFormats: 'PNG, JPEG, GIF or WebP up to 10 MB, cropped square.',
      cropTitle: 'Crop the banner',
      cropHint:
        'Drag the picture or use the arrow keys, and zoom until the square shows what you want.',
      cropSave: 'Use this picture',
      pictureRequired: 'Choose a picture for the banner.',
      linkInvalid: 'Enter a web address starting with http:// or https://.',
      create: 'Create banner',
      save: 'Save changes',
      created: 'Banner created.',
      saved: 'Banner saved.',
    },
    howTo: {
      title: 'Banners on your teams',
      step1: 'Create a banner: a picture, and the address it opens.',
      step2: 'Let others see it; hidden banners stay on this page.',
      step3: 'Open the settings of a team you lead and switch the banner on.',
    },
    picker: {
      title: 'Team banners',
      list: 'Your banners',
      manage: 'Manage banners',
      empty: 'You have no banners yet. Create one under Manage banners.',
      showName: 'Show {{name}} on the team',
      hiddenHint: 'Only you see it: the team page will not show it.',
    },
    page: {
      notYoursTitle: 'Banners are private',
      notYoursText: 'Only {{name}} manages their banners.',
      toOwn: 'Go to my banners',
    },
  },
};

export const enBannersConfirm = {
  confirm_delete_banner:
    'Delete the banner <b>{{name}}</b>? It also leaves every team it is shown on.',
};
