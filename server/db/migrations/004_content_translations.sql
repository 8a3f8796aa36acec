-- Content in the merchant's other languages: a row per item and language overlays the item's English title and
-- content (announcements, banners and popups; promotions; promotion categories, whose name is the title).
CREATE TABLE content_translations (
  merchant TEXT NOT NULL,
  kind TEXT NOT NULL,
  id TEXT NOT NULL,
  language TEXT NOT NULL,
  title TEXT NOT NULL,
  content TEXT NOT NULL DEFAULT '',
  PRIMARY KEY (merchant, kind, id, language)
);
