#include "report/CjkFontFallback.h"

#include <QFontDatabase>
#include <QFontInfo>
#include <QGuiApplication>

namespace CjkFontFallback {

QStringList families(const QLocale &locale)
{
    switch (locale.language()) {
    case QLocale::Chinese: {
        // Traditional where the locale writes it (zh_TW, zh_HK, zh_Hant); Simplified otherwise.
        const bool traditional =
            locale.script() == QLocale::TraditionalHanScript || locale.territory() == QLocale::Taiwan ||
            locale.territory() == QLocale::HongKong || locale.territory() == QLocale::Macao;
        if (traditional)
            return {QStringLiteral("Noto Sans CJK TC"), QStringLiteral("Source Han Sans TC"),
                    QStringLiteral("Microsoft JhengHei"), QStringLiteral("PingFang TC")};
        // fonts-noto-cjk (the package's dependency) first; then what Windows, macOS and other
        // Linux installs carry
        return {QStringLiteral("Noto Sans CJK SC"), QStringLiteral("Source Han Sans SC"),
                QStringLiteral("Noto Sans SC"),     QStringLiteral("WenQuanYi Micro Hei"),
                QStringLiteral("Microsoft YaHei"),  QStringLiteral("PingFang SC")};
    }
    case QLocale::Japanese:
        return {QStringLiteral("Noto Sans CJK JP"), QStringLiteral("Source Han Sans JP")};
    default:
        return {};
    }
}

namespace {

bool writesHan(const QString &family)
{
    const QList<QFontDatabase::WritingSystem> systems = QFontDatabase::writingSystems(family);
    for (const QFontDatabase::WritingSystem w :
         {QFontDatabase::SimplifiedChinese, QFontDatabase::TraditionalChinese, QFontDatabase::Japanese,
          QFontDatabase::Korean})
        if (systems.contains(w))
            return true;
    return false;
}

// A face for the Latin text: `drawn` unless it is a CJK face (a Chinese desktop's sans-serif),
// else the first Latin sans-serif installed, else any scalable Latin face without Han.
QString latinFamily(const QString &drawn)
{
    if (!writesHan(drawn))
        return drawn;
    // fonts-dejavu-core comes with fontconfig on Debian and Ubuntu; the others with Windows,
    // macOS and most other Linux installs
    for (const char *family : {"DejaVu Sans", "Noto Sans", "Liberation Sans", "Segoe UI", "Helvetica Neue",
                               "Arial", "Cantarell"}) {
        const QString name = QString::fromLatin1(family);
        if (QFontDatabase::hasFamily(name) && !writesHan(name))
            return name;
    }
    for (const QString &family : QFontDatabase::families(QFontDatabase::Latin))
        if (QFontDatabase::isSmoothlyScalable(family) && !writesHan(family))
            return family;
    return drawn;
}

} // namespace

QFont withFallback(const QFont &font, const QLocale &locale)
{
    const QStringList han = families(locale);
    if (han.isEmpty())
        return font;
    QFont out = font;
    // The family actually drawn, not an alias such as "Sans Serif": an alias first in the list
    // would let the CJK face draw the Latin text too. Nor a CJK face itself (fontconfig's
    // sans-serif on a Chinese desktop): Noto CJK replaces digits after letters by glyphs no
    // character maps to, and a PDF's text layer lost them ("ecs.gn i-c g . xlarge").
    QStringList list{latinFamily(QFontInfo(font).family())};
    for (const QString &f : han)
        if (!list.contains(f))
            list << f;
    out.setFamilies(list);
    return out;
}

void applyToApplication(const QLocale &locale)
{
    // From the platform's font each time, so switching back to English drops the Han families.
    static const QFont platform = QGuiApplication::font();
    QGuiApplication::setFont(withFallback(platform, locale));
}

} // namespace CjkFontFallback
