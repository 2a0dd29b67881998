#pragma once

#include <QString>
#include <QUrl>
#include <QWidget>

class QHelpEngineCore;
class QTextBrowser;
class QToolButton;

// The manual (resources/help), offline, in the UI's language: the Qt Help file the build embeds
// is copied to the app's cache folder and opened with QHelpEngineCore, as Qt Assistant opens its
// collections. Pages link to each other; Back, Forward and Contents move between them. When the
// manual cannot be opened, the window says why instead of showing an empty page.
class HelpWindow : public QWidget
{
    Q_OBJECT

public:
    explicit HelpWindow(QWidget *parent = nullptr);
    ~HelpWindow() override;

    // Shows a page of the manual and an anchor in it: "index.html#data", "estimates.html".
    // False (and the reason shown) when the manual or the page cannot be opened.
    bool showPage(const QString &page);
    // The page shown, as showPage takes it ("estimates.html#accuracy"), or empty.
    QString currentPage() const;
    QString pageText() const;
    // Why the manual could not be opened; empty when it is open.
    QString error() const { return m_error; }

    // The manual's language for the UI's: "zh_CN" for Chinese, else "en".
    static QString language();

private:
    bool openManual();
    QUrl urlOf(const QString &page) const;

    QHelpEngineCore *m_engine = nullptr;
    QTextBrowser *m_browser = nullptr;
    QString m_namespace;
    QString m_error;
};
