#include "views/catalog/QuoteScriptDialog.h"

#include "core/QuoteScript.h"
#include "text/CoreMessages.h"
#include "text/PlanText.h"
#include "text/SaveFile.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileDialog>
#include <QFontDatabase>
#include <QFormLayout>
#include <QLabel>
#include <QLocale>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QVBoxLayout>

namespace {

// The providers whose own client has a price call the script uses (core/QuoteScript.h).
const char *const kQuotedProviders[] = {"alibaba", "tencent"};

} // namespace

QuoteScriptDialog::QuoteScriptDialog(const tp::Catalog &catalog, const tp::CivilDate &today, QWidget *parent)
    : QDialog(parent), m_catalog(catalog), m_today(today)
{
    setWindowTitle(tr("Refresh Prices from My Account"));
    auto *layout = new QVBoxLayout(this);
    auto *intro = new QLabel(
        tr("TrainPlan writes a script that asks your cloud provider's own command-line client (aliyun or "
           "tccli, set up with your account) for the current price of every instance type of the catalog, "
           "and saves each answer in a folder. Run it yourself, then import that folder: the prices become "
           "your overrides with confidence \"quote\". TrainPlan holds no credentials and opens no "
           "connection."),
        this);
    intro->setWordWrap(true);
    layout->addWidget(intro);

    auto *form = new QFormLayout;
    m_provider = new QComboBox(this);
    m_provider->setObjectName(QStringLiteral("quoteProvider"));
    for (const char *id : kQuotedProviders)
        if (const tp::ProviderInfo *p = catalog.findProvider(id))
            m_provider->addItem(PlanText::localized(p->name, p->id), QString::fromLatin1(id));
    m_region = new QComboBox(this);
    m_region->setObjectName(QStringLiteral("quoteRegion"));
    form->addRow(tr("&Provider:"), m_provider);
    form->addRow(tr("&Region:"), m_region);
    layout->addLayout(form);

    m_status = new QLabel(this);
    m_status->setWordWrap(true);
    layout->addWidget(m_status);
    m_script = new QPlainTextEdit(this);
    m_script->setObjectName(QStringLiteral("quoteScript"));
    m_script->setReadOnly(true);
    m_script->setLineWrapMode(QPlainTextEdit::NoWrap);
    m_script->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_script->setAccessibleName(tr("Quote script"));
    layout->addWidget(m_script, 1);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    m_save = buttons->addButton(tr("&Save Script…"), QDialogButtonBox::ActionRole);
    m_import = buttons->addButton(tr("&Import Answers Folder…"), QDialogButtonBox::ActionRole);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_save, &QPushButton::clicked, this, &QuoteScriptDialog::save);
    connect(m_import, &QPushButton::clicked, this, &QuoteScriptDialog::chooseAnswers);
    layout->addWidget(buttons);

    connect(m_provider, &QComboBox::currentIndexChanged, this, [this] {
        fillRegions();
        updateScript();
    });
    connect(m_region, &QComboBox::currentIndexChanged, this, &QuoteScriptDialog::updateScript);
    fillRegions();
    updateScript();
    resize(760, 560);
}

QString QuoteScriptDialog::provider() const
{
    return m_provider->currentData().toString();
}

QString QuoteScriptDialog::region() const
{
    return m_region->currentData().toString();
}

QString QuoteScriptDialog::scriptText() const
{
    return m_script->toPlainText();
}

void QuoteScriptDialog::fillRegions()
{
    const QSignalBlocker block(m_region);
    m_region->clear();
    const tp::ProviderInfo *p = m_catalog.findProvider(provider().toStdString());
    if (!p)
        return;
    // The script's default first (the first region in mainland China), then the rest in catalog order.
    for (int pass = 0; pass < 2; ++pass)
        for (const tp::Region &r : p->regions)
            if (r.mainlandChina == (pass == 0))
                m_region->addItem(
                    tr("%1 (%2)").arg(PlanText::localized(r.name, r.id), QString::fromStdString(r.id)),
                    QString::fromStdString(r.id));
}

void QuoteScriptDialog::updateScript()
{
    const tp::QuoteScript s = tp::writeQuoteScript(m_catalog, provider().toStdString(),
                                                   region().toStdString(), tp::toString(m_today));
    m_script->setPlainText(QString::fromStdString(s.text));
    const bool ok = !s.text.empty();
    m_save->setEnabled(ok);
    if (ok) {
        m_status->setText(
            tr("The script asks for %n instance type(s) in %1. Save it, run it with \"sh\" where "
               "the provider's client is set up, then import the folder it fills.",
               nullptr, static_cast<int>(s.instanceTypes))
                .arg(QString::fromStdString(s.region)));
    } else {
        QStringList why;
        for (const tp::Problem &p : s.problems)
            why << QString::fromStdString(p.message);
        m_status->setText(tr("No script: %1").arg(why.join(QStringLiteral("; "))));
    }
}

bool QuoteScriptDialog::saveScript(const QString &path, QString *error) const
{
    const QByteArray text = scriptText().toUtf8();
    if (text.isEmpty()) {
        if (error)
            *error = SaveFile::cannotWrite(path, tr("there is no script for this provider and region"));
        return false;
    }
    if (!SaveFile::write(path, text, error))
        return false;
    QFile::setPermissions(path, QFile::permissions(path) | QFileDevice::ExeOwner | QFileDevice::ExeUser);
    return true;
}

void QuoteScriptDialog::save()
{
    const QString suggested = QStringLiteral("trainplan-quotes-%1-%2.sh").arg(provider(), region());
    const QString path = QFileDialog::getSaveFileName(this, tr("Save Quote Script"), suggested,
                                                      tr("Shell scripts (*.sh);;All files (*)"));
    if (path.isEmpty())
        return;
    QString error;
    if (!saveScript(path, &error))
        QMessageBox::warning(this, tr("Save Quote Script"), error);
    else
        m_status->setText(tr("Saved %1. Run it with: sh %2").arg(QDir::toNativeSeparators(path), path));
}

void QuoteScriptDialog::chooseAnswers()
{
    const QString folder = QFileDialog::getExistingDirectory(this, tr("Import Answers Folder"));
    if (folder.isEmpty())
        return;
    emit importRequested(folder);
    accept();
}
