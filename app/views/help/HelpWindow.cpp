#include "views/help/HelpWindow.h"

#include <QDir>
#include <QFile>
#include <QHBoxLayout>
#include <QHelpEngineCore>
#include <QLocale>
#include <QStandardPaths>
#include <QTextBrowser>
#include <QToolButton>
#include <QUrl>
#include <QVBoxLayout>

namespace {

// Reads the manual's pages out of the Qt Help file; other links (the web) open outside.
class HelpBrowser : public QTextBrowser
{
public:
    HelpBrowser(QHelpEngineCore *engine, QWidget *parent) : QTextBrowser(parent), m_engine(engine) {}

    QVariant loadResource(int type, const QUrl &url) override
    {
        if (url.scheme() == QLatin1String("qthelp"))
            return m_engine->fileData(url);
        return QTextBrowser::loadResource(type, url);
    }

private:
    QHelpEngineCore *m_engine;
};

} // namespace

HelpWindow::HelpWindow(QWidget *parent) : QWidget(parent, Qt::Window)
{
    setObjectName(QStringLiteral("helpWindow"));
    setWindowTitle(tr("TrainPlan Manual"));
    resize(760, 640);

    const QString lang = language();
    m_namespace = QStringLiteral("org.trainplan.manual.%1").arg(lang);
    const QString folder =
        QStandardPaths::writableLocation(QStandardPaths::CacheLocation) + QStringLiteral("/help");
    m_engine = new QHelpEngineCore(QStringLiteral("%1/trainplan_%2.qhc").arg(folder, lang), this);
    m_engine->setReadOnly(false);

    auto *browser = new HelpBrowser(m_engine, this);
    m_browser = browser;
    m_browser->setObjectName(QStringLiteral("helpBrowser"));
    m_browser->setOpenExternalLinks(true);

    auto *back = new QToolButton(this);
    back->setText(tr("&Back"));
    back->setObjectName(QStringLiteral("helpBackButton"));
    back->setEnabled(false);
    auto *forward = new QToolButton(this);
    forward->setText(tr("&Forward"));
    forward->setEnabled(false);
    auto *contents = new QToolButton(this);
    contents->setText(tr("&Contents"));
    auto *estimates = new QToolButton(this);
    estimates->setText(tr("How the &estimates are made"));
    connect(back, &QToolButton::clicked, m_browser, &QTextBrowser::backward);
    connect(forward, &QToolButton::clicked, m_browser, &QTextBrowser::forward);
    connect(m_browser, &QTextBrowser::backwardAvailable, back, &QToolButton::setEnabled);
    connect(m_browser, &QTextBrowser::forwardAvailable, forward, &QToolButton::setEnabled);
    connect(contents, &QToolButton::clicked, this, [this] { showPage(QStringLiteral("index.html")); });
    connect(estimates, &QToolButton::clicked, this, [this] { showPage(QStringLiteral("estimates.html")); });

    auto *bar = new QHBoxLayout;
    bar->addWidget(back);
    bar->addWidget(forward);
    bar->addWidget(contents);
    bar->addWidget(estimates);
    bar->addStretch();
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(bar);
    layout->addWidget(m_browser);

    if (!openManual())
        m_browser->setPlainText(m_error);
}

HelpWindow::~HelpWindow() = default;

QString HelpWindow::language()
{
    return QLocale().language() == QLocale::Chinese ? QStringLiteral("zh_CN") : QStringLiteral("en");
}

bool HelpWindow::openManual()
{
    const QString lang = language();
    const QString folder = QFileInfo(m_engine->collectionFile()).absolutePath();
    const QString qch = QStringLiteral("%1/trainplan_%2.qch").arg(folder, lang);
    const auto fail = [this](const QString &why) {
        m_error = tr("The manual cannot be opened: %1").arg(why);
        return false;
    };
    // The embedded file is the manual of this build: copied again whenever it differs.
    QFile embedded(QStringLiteral(":/help/trainplan_%1.qch").arg(lang));
    if (!embedded.open(QIODevice::ReadOnly))
        return fail(tr("this build has no manual in this language (%1).").arg(embedded.fileName()));
    const QByteArray data = embedded.readAll();
    QFile copy(qch);
    const bool current = copy.open(QIODevice::ReadOnly) && copy.readAll() == data;
    copy.close();
    if (!current) {
        if (!QDir().mkpath(folder))
            return fail(tr("cannot create the folder %1.").arg(QDir::toNativeSeparators(folder)));
        // a copy, not the user's document: a plain rewrite is enough (a torn one is written again)
        if (!copy.open(QIODevice::WriteOnly | QIODevice::Truncate) || copy.write(data) != data.size())
            return fail(tr("cannot write %1: %2").arg(QDir::toNativeSeparators(qch), copy.errorString()));
        copy.close();
    }
    if (!m_engine->setupData())
        return fail(m_engine->error());
    if (!current && m_engine->registeredDocumentations().contains(m_namespace))
        m_engine->unregisterDocumentation(m_namespace);
    if (!m_engine->registeredDocumentations().contains(m_namespace) && !m_engine->registerDocumentation(qch))
        return fail(m_engine->error());
    return true;
}

QUrl HelpWindow::urlOf(const QString &page) const
{
    const int hash = static_cast<int>(page.indexOf(QLatin1Char('#')));
    QUrl url(QStringLiteral("qthelp://%1/manual/%2/%3")
                 .arg(m_namespace, language(), hash < 0 ? page : page.left(hash)));
    if (hash >= 0)
        url.setFragment(page.mid(hash + 1));
    return url;
}

bool HelpWindow::showPage(const QString &page)
{
    if (!m_error.isEmpty())
        return false;
    const QUrl url = urlOf(page);
    QUrl file = url;
    file.setFragment(QString());
    if (m_engine->fileData(file).isEmpty()) {
        m_browser->setPlainText(tr("The manual has no page %1.").arg(page));
        return false;
    }
    m_browser->setSource(url);
    return true;
}

QString HelpWindow::currentPage() const
{
    const QUrl url = m_browser->source();
    if (url.isEmpty())
        return QString();
    const QString name = url.fileName();
    return url.hasFragment() ? name + QLatin1Char('#') + url.fragment() : name;
}

QString HelpWindow::pageText() const
{
    return m_browser->toPlainText();
}
