#include <QFile>
#include <QRegularExpression>
#include <QSet>
#include <QXmlStreamReader>
#include <QtTest>

// The translation sources in resources/translations as a translator leaves them: every message
// of both languages translated (no unfinished or empty entries), every %1/%n placeholder of the
// source kept, and the zh_CN words for the clouds' terms the ones glossary.md fixes.
namespace {

const QString kTranslations = QStringLiteral(TRAINPLAN_TEST_DATA "/../../resources/translations/");

struct Message
{
    QString context;
    QString source;
    QStringList translations; // one, or one per numerus form
    QString type;             // "unfinished", "vanished", "obsolete" or empty
};

QList<Message> readTs(const QString &path, QString *error)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        *error = path + QStringLiteral(": ") + file.errorString();
        return {};
    }
    QList<Message> out;
    QXmlStreamReader xml(&file);
    QString context;
    Message current;
    while (!xml.atEnd()) {
        xml.readNext();
        if (xml.isStartElement()) {
            const auto name = xml.name();
            if (name == QLatin1String("context"))
                context.clear();
            else if (name == QLatin1String("name") && context.isEmpty())
                context = xml.readElementText();
            else if (name == QLatin1String("message"))
                current = Message{context, {}, {}, {}};
            else if (name == QLatin1String("source"))
                current.source = xml.readElementText();
            else if (name == QLatin1String("translation")) {
                current.type = xml.attributes().value(QLatin1String("type")).toString();
                // plain text, or <numerusform> children
                QString text;
                while (!(xml.isEndElement() && xml.name() == QLatin1String("translation")) && !xml.atEnd()) {
                    xml.readNext();
                    if (xml.isCharacters())
                        text += xml.text();
                    else if (xml.isStartElement() && xml.name() == QLatin1String("numerusform"))
                        current.translations << xml.readElementText();
                }
                if (current.translations.isEmpty())
                    current.translations << text;
            }
        } else if (xml.isEndElement() && xml.name() == QLatin1String("message")) {
            out << current;
        }
    }
    if (xml.hasError())
        *error = QStringLiteral("%1: line %2: %3").arg(path).arg(xml.lineNumber()).arg(xml.errorString());
    return out;
}

// The placeholders of a message: %1..%99 and %n (for numerus forms), as a set.
QSet<QString> placeholders(const QString &text)
{
    static const QRegularExpression re(QStringLiteral("%(?:L?\\d{1,2}|n)"));
    QSet<QString> out;
    for (auto it = re.globalMatch(text); it.hasNext();)
        out << it.next().captured().remove(QLatin1Char('L'));
    return out;
}

// The rows of the Markdown table that follows `heading` in glossary.md: cells without the
// surrounding pipes and spaces; the header and the |---| line are skipped.
QList<QStringList> tableAfter(const QString &markdown, const QString &heading)
{
    QList<QStringList> rows;
    const int at = heading.isEmpty() ? 0 : markdown.indexOf(heading);
    if (at < 0)
        return rows;
    bool inTable = false;
    int seen = 0;
    for (const QString &line : markdown.mid(at).split(QLatin1Char('\n'))) {
        if (!line.startsWith(QLatin1Char('|'))) {
            if (inTable)
                break;
            continue;
        }
        inTable = true;
        if (++seen <= 2)
            continue; // header, separator
        QStringList cells = line.split(QLatin1Char('|'));
        cells = cells.mid(1, cells.size() - 2);
        for (QString &c : cells)
            c = c.trimmed().remove(QLatin1Char('`'));
        rows << cells;
    }
    return rows;
}

} // namespace

class TestTranslationFiles : public QObject
{
    Q_OBJECT

private slots:
    void everyMessageIsTranslatedWithItsPlaceholders_data()
    {
        QTest::addColumn<QString>("file");
        QTest::newRow("zh_CN") << QStringLiteral("trainplan_zh_CN.ts");
        QTest::newRow("en") << QStringLiteral("trainplan_en.ts");
    }

    void everyMessageIsTranslatedWithItsPlaceholders()
    {
        QFETCH(QString, file);
        QString error;
        const QList<Message> messages = readTs(kTranslations + file, &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QVERIFY2(messages.size() > 1000, qPrintable(QString::number(messages.size())));
        QStringList problems;
        for (const Message &m : messages) {
            if (m.type == QLatin1String("vanished") || m.type == QLatin1String("obsolete"))
                continue;
            const QString where = m.context + QStringLiteral(": \"") + m.source.left(70) + QLatin1Char('"');
            if (m.type == QLatin1String("unfinished")) {
                problems << where + QStringLiteral(" is unfinished");
                continue;
            }
            const QSet<QString> wanted = placeholders(m.source);
            for (const QString &t : m.translations) {
                if (t.trimmed().isEmpty() && !m.source.trimmed().isEmpty())
                    problems << where + QStringLiteral(" has an empty translation");
                // Numerus forms may spell %n out ("一个") only when the source has more than %n.
                if (placeholders(t) != wanted)
                    problems << where + QStringLiteral(" changes the placeholders: ") + t.left(70);
            }
        }
        QVERIFY2(problems.isEmpty(),
                 qPrintable(QString::number(problems.size()) + QStringLiteral(" problems:\n") +
                            problems.mid(0, 30).join(QLatin1Char('\n'))));
    }

    void chineseUsesTheGlossaryTerms()
    {
        QFile glossaryFile(kTranslations + QStringLiteral("glossary.md"));
        QVERIFY2(glossaryFile.open(QIODevice::ReadOnly), "resources/translations/glossary.md is missing");
        const QString glossary = QString::fromUtf8(glossaryFile.readAll());
        const QList<QStringList> terms = tableAfter(glossary, QStringLiteral("| English |"));
        const QList<QStringList> exemptions = tableAfter(glossary, QStringLiteral("## Exemptions"));
        QVERIFY2(terms.size() >= 20, qPrintable(QString::number(terms.size())));
        // none today (the screenshot tool's --wizard values were the last); the section stays
        QVERIFY(glossary.contains(QStringLiteral("## Exemptions")));

        QString error;
        const QList<Message> messages = readTs(kTranslations + QStringLiteral("trainplan_zh_CN.ts"), &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QStringList problems;
        QSet<QString> exemptionsUsed;
        for (const QStringList &row : terms) {
            QVERIFY2(row.size() >= 2 && !row[0].isEmpty() && !row[1].isEmpty(),
                     qPrintable(row.join(QLatin1Char('|'))));
            // the term and its inflections; a final "e" drops before "ing" (fine-tune, fine-tuning)
            const bool finalE = row[0].endsWith(u'e');
            const QRegularExpression use(
                QStringLiteral("\\b") + QRegularExpression::escape(finalE ? row[0].chopped(1) : row[0]) +
                    (finalE ? QStringLiteral("(e|es|ed|ing)\\b") : QStringLiteral("(s|es|d|ed|ing)?\\b")),
                QRegularExpression::CaseInsensitiveOption);
            int uses = 0;
            for (const Message &m : messages) {
                // unfinished entries are the other test's failure, not a glossary one
                if (m.type == QLatin1String("vanished") || m.type == QLatin1String("obsolete") ||
                    m.type == QLatin1String("unfinished") || !use.match(m.source).hasMatch())
                    continue;
                ++uses;
                bool exempt = false;
                for (const QStringList &e : exemptions)
                    if (!e.isEmpty() && m.source.contains(e[0])) {
                        exempt = true;
                        exemptionsUsed << e[0];
                    }
                if (exempt)
                    continue;
                for (const QString &t : m.translations)
                    if (!t.contains(row[1]))
                        problems << QStringLiteral("\"%1\" → %2: \"%3\" is translated \"%4\"")
                                        .arg(row[0], row[1], m.source.left(70), t.left(50));
            }
            QVERIFY2(uses > 0, qPrintable(QStringLiteral("no message uses the glossary term ") + row[0]));
        }
        QVERIFY2(problems.isEmpty(),
                 qPrintable(QString::number(problems.size()) + QStringLiteral(" problems:\n") +
                            problems.mid(0, 30).join(QLatin1Char('\n'))));
        // An exemption nothing needs any more is removed, so the list stays short and true.
        for (const QStringList &e : exemptions)
            QVERIFY2(exemptionsUsed.contains(e[0]), qPrintable(QStringLiteral("unused exemption: ") + e[0]));
    }
};

QTEST_GUILESS_MAIN(TestTranslationFiles)
#include "tst_translationfiles.moc"
