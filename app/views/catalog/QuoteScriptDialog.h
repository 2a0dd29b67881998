#pragma once

#include "core/Catalog.h"
#include "core/Staleness.h"

#include <QDialog>

class QComboBox;
class QLabel;
class QPlainTextEdit;
class QPushButton;

// Catalog → "Refresh Prices from My Account…": shows the script `trainplan-cli catalog
// quote-script` writes for a provider and region (it calls the provider's own client, which the
// user has configured; TrainPlan holds no credentials and opens no connection), saves it, and
// lets the user pick the folder of answers the script filled, which the catalog page imports.
class QuoteScriptDialog : public QDialog
{
    Q_OBJECT

public:
    QuoteScriptDialog(const tp::Catalog &catalog, const tp::CivilDate &today, QWidget *parent = nullptr);

    QString provider() const;
    QString region() const;
    QString scriptText() const;
    // Writes the script through SaveFile (text/SaveFile.h) and makes it executable; false with a message if
    // not.
    bool saveScript(const QString &path, QString *error) const;

signals:
    // The user picked the folder of answers to import.
    void importRequested(const QString &folder);

private:
    void fillRegions();
    void updateScript();
    void save();
    void chooseAnswers();

    const tp::Catalog &m_catalog;
    tp::CivilDate m_today;
    QComboBox *m_provider;
    QComboBox *m_region;
    QLabel *m_status;
    QPlainTextEdit *m_script;
    QPushButton *m_save;
    QPushButton *m_import;
};
