// Ukrainian texts of banners. Part of ua.ts.
import type { Messages } from './en';
import type { enBannersConfirm } from './en-banners';

export const uaBanners: Pick<Messages, 'banners'> = {
  banners: {
    title: 'Мої банери',
    subtitle: 'Зображення з посиланням, які ви показуєте на сторінках своїх команд.',
    list: 'Ваші банери',
    create: 'Новий банер',
    empty: 'У вас ще немає банерів.',
    unnamed: 'Банер без назви',
    visible: 'Бачать інші',
    hidden: 'Лише ви',
    noLink: 'Без посилання',
    editName: 'Редагувати {{name}}',
    deleteName: 'Видалити {{name}}',
    deleted: 'Банер видалено.',
    form: {
      createTitle: 'Новий банер',
      editTitle: 'Редагувати банер',
      name: 'Назва',
      namePlaceholder: 'Спонсор',
      link: 'Посилання',
      allowShow: 'Показувати іншим',
      allowShowHint: 'Команди показують лише банери, які дозволено бачити іншим.',
      picture: 'Зображення',
      choosePicture: 'Вибрати зображення',
      changePicture: 'Змінити зображення',
      pictureFormats: 'PNG, JPEG, GIF або WebP до 10 МБ, обрізається до квадрата.',
      cropTitle: 'Обріжте банер',
      cropHint:
        'Перетягніть зображення або скористайтеся стрілками та наблизьте, щоб у квадраті було те, що треба.',
      cropSave: 'Використати зображення',
      pictureRequired: 'Виберіть зображення для банера.',
      linkInvalid: 'Введіть адресу, що починається з http:// або https://.',
      create: 'Створити банер',
      save: 'Зберегти зміни',
      created: 'Банер створено.',
      saved: 'Банер збережено.',
    },
    howTo: {
      title: 'Банери на сторінках команд',
      step1: 'Створіть банер: зображення й адресу, яку він відкриває.',
      step2: 'Дозвольте іншим його бачити; приховані банери лишаються тут.',
      step3: 'Відкрийте налаштування команди, яку ви очолюєте, і ввімкніть банер.',
    },
    picker: {
      title: 'Банери команди',
      list: 'Ваші банери',
      manage: 'Керувати банерами',
      empty: 'У вас ще немає банерів. Створіть банер у розділі «Керувати банерами».',
      showName: 'Показувати {{name}} на сторінці команди',
      hiddenHint: 'Бачите лише ви: сторінка команди його не покаже.',
    },
    page: {
      notYoursTitle: 'Банери приватні',
      notYoursText: 'Лише {{name}} керує своїми банерами.',
      toOwn: 'До моїх банерів',
    },
  },
};

export const uaBannersConfirm: Record<keyof typeof enBannersConfirm, string> = {
  confirm_delete_banner:
    'Видалити банер <b>{{name}}</b>? Він зникне й з усіх команд, де його показано.',
};
