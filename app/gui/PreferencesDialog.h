#pragma once

#include <QDialog>
#include <memory>

class QCheckBox;
class QComboBox;

namespace tp {
class Catalog;
}

// Settings → Preferences: the language and what new plans start from (currency, region,
// providers). Reads and writes Settings, the one place the keys live.
class PreferencesDialog : public QDialog
{
    Q_OBJECT

public:
    PreferencesDialog(const tp::Catalog &catalog, QWidget *parent = nullptr);

    // Writes the choices to Settings.
    void save() const;

private:
    QComboBox *m_language;
    QComboBox *m_currency;
    QComboBox *m_region;
    QList<QCheckBox *> m_providers;
};
