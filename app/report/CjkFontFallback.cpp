#include "report/CjkFontFallback.h"

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

QFont withFallback(const QFont &font, const QLocale &locale)
{
    const QStringList han = families(locale);
    if (han.isEmpty())
        return font;
    QFont out = font;
    // The family actually drawn, not an alias such as "Sans Serif": an alias first in the list
    // would let the CJK face draw the Latin text too (its digits do not extract from a PDF).
    QStringList list{QFontInfo(font).family()};
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
