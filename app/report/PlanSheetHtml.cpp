#include "report/PlanSheetHtml.h"

namespace {

QString esc(const QString &s)
{
    return s.toHtmlEscaped();
}

QString detail(const PlanSheetText::Row &r, const QString &separator, const PlanSheetHtml::Style &style)
{
    if (r.detail.isEmpty())
        return {};
    return separator +
           QStringLiteral("<span class='%1'>%2</span>").arg(QLatin1String(style.detailClass), esc(r.detail));
}

} // namespace

QString PlanSheetHtml::toned(const QString &html, tp::SheetTone tone, const Style &style)
{
    const char *cssClass = nullptr;
    switch (tone) {
    case tp::SheetTone::Plain:
        return html;
    case tp::SheetTone::Strong:
        return QStringLiteral("<b>%1</b>").arg(html);
    case tp::SheetTone::Good:
        cssClass = "ok";
        break;
    case tp::SheetTone::Bad:
        cssClass = "bad";
        break;
    case tp::SheetTone::Warning:
        cssClass = "warn";
        break;
    }
    if (!style.colouredTones)
        return tone == tp::SheetTone::Bad ? QStringLiteral("<b>%1</b>").arg(html) : html;
    return QStringLiteral("<span class='%1'>%2</span>").arg(QLatin1String(cssClass), html);
}

QString PlanSheetHtml::part(const PlanSheetText::Part &p, const Style &style)
{
    const QString table = QStringLiteral("<table %1>").arg(QLatin1String(style.tableAttributes));
    QString h = QStringLiteral("<%1>%2</%1>").arg(QLatin1String(style.heading), esc(p.title));
    switch (p.layout) {
    case PlanSheetText::Layout::Table:
        h += table;
        for (const PlanSheetText::Row &r : p.rows)
            h += QStringLiteral("<tr><td class='k'>%1</td><td>%2%3</td></tr>")
                     .arg(esc(r.label), toned(esc(r.value), r.tone, style),
                          detail(r, QStringLiteral(" "), style));
        h += QStringLiteral("</table>");
        break;
    case PlanSheetText::Layout::List:
        if (style.bulletList)
            h += QStringLiteral("<ul>");
        for (const PlanSheetText::Row &r : p.rows) {
            const QString label =
                r.label.isEmpty()
                    ? QString()
                    : toned(QStringLiteral("<b>%1</b>").arg(esc(r.label)), r.tone, style) + u' ';
            const QString item = label + esc(r.value) + detail(r, QStringLiteral("<br>"), style);
            h += style.bulletList ? QStringLiteral("<li>%1</li>").arg(item)
                                  : QStringLiteral("<p>• %1</p>").arg(item);
        }
        if (style.bulletList)
            h += QStringLiteral("</ul>");
        break;
    case PlanSheetText::Layout::Grid:
        h += table + QStringLiteral("<tr>");
        for (const QString &column : p.header)
            h += QStringLiteral("<th>%1</th>").arg(esc(column));
        h += QStringLiteral("</tr>");
        for (const PlanSheetText::Row &r : p.rows) {
            h += QStringLiteral("<tr>");
            for (const QString &cell : r.cells)
                h += QStringLiteral("<td>%1</td>").arg(esc(cell));
            h += QStringLiteral("</tr>");
        }
        h += QStringLiteral("</table>");
        break;
    }
    if (!p.footnote.isEmpty())
        h += QStringLiteral("<p class='%1'>%2</p>").arg(QLatin1String(style.detailClass), esc(p.footnote));
    return h;
}
