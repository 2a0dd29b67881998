#include "views/widgets/NumberField.h"

#include <QLabel>
#include <QLineEdit>
#include <QSignalSpy>
#include <QtTest>

// The wizard's number field: what it reads, what it refuses and why, and that showing a value
// from the job never overwrites what the user is typing.
class TestNumberField : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates)); }

    void parse_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<double>("value");
        QTest::newRow("plain") << QStringLiteral("52000") << 52000.0;
        QTest::newRow("group separators") << QStringLiteral("52,000") << 52000.0;
        QTest::newRow("decimal") << QStringLiteral("0.5") << 0.5;
        QTest::newRow("exponent") << QStringLiteral("1.5e9") << 1.5e9;
        QTest::newRow("k") << QStringLiteral("52k") << 52000.0;
        QTest::newRow("M") << QStringLiteral("1.2M") << 1.2e6;
        QTest::newRow("B") << QStringLiteral("8B") << 8e9;
        QTest::newRow("T with a space") << QStringLiteral("2 T") << 2e12;
        QTest::newRow("spaces around") << QStringLiteral("  64 ") << 64.0;
    }

    void parse()
    {
        QFETCH(QString, text);
        QFETCH(double, value);
        const std::optional<double> parsed = NumberField::parse(text);
        QVERIFY(parsed);
        QCOMPARE(*parsed, value);
        // What format() writes, parse() reads back.
        QCOMPARE(*NumberField::parse(NumberField::format(value)), value);
    }

    void refuses_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("reason");
        QTest::newRow("letters") << QStringLiteral("abc") << QStringLiteral("Not a number");
        QTest::newRow("fraction for a whole number")
            << QStringLiteral("2.5") << QStringLiteral("whole number");
        QTest::newRow("zero") << QStringLiteral("0") << QStringLiteral("at least 1");
        QTest::newRow("negative") << QStringLiteral("-4") << QStringLiteral("at least 1");
        QTest::newRow("absurd") << QStringLiteral("5000") << QStringLiteral("too many for a test");
        QTest::newRow("empty but required") << QString() << QStringLiteral("Required");
    }

    void refuses()
    {
        QFETCH(QString, text);
        QFETCH(QString, reason);
        NumberField field;
        field.setRange(1, 1000);
        field.setInteger(true);
        field.setTooLargeReason(QStringLiteral("too many for a test"));
        QSignalSpy edited(&field, &NumberField::edited);
        field.lineEdit()->clear();
        QTest::keyClicks(field.lineEdit(), text);
        if (text.isEmpty()) {
            field.lineEdit()->setText(QStringLiteral("1"));
            field.lineEdit()->selectAll();
            QTest::keyClick(field.lineEdit(), Qt::Key_Backspace);
        }
        QVERIFY(edited.count() > 0);
        QVERIFY(!field.isValid());
        QVERIFY(!field.value());
        QVERIFY2(field.errorText().contains(reason), qPrintable(field.errorText()));
        // The reason is shown beside the field.
        const auto labels = field.findChildren<QLabel *>(QStringLiteral("fieldError"));
        QCOMPARE(labels.size(), 1);
        QVERIFY(!labels.first()->isHidden());
        QCOMPARE(labels.first()->text(), field.errorText());
    }

    void optionalMayStayEmpty()
    {
        NumberField field;
        field.setOptional(true, QStringLiteral("automatic"));
        QVERIFY(field.isValid());
        QVERIFY(field.isEmpty());
        QVERIFY(!field.value());
        QCOMPARE(field.lineEdit()->placeholderText(), QStringLiteral("automatic"));
    }

    void showingTheJobKeepsWhatIsTyped()
    {
        NumberField field;
        field.setRange(1, 100);
        field.setValue(10);
        QCOMPARE(field.lineEdit()->text(), QStringLiteral("10"));
        // The user types something refused; an edit elsewhere reloads the same job value.
        field.lineEdit()->setText(QStringLiteral("1000"));
        QTest::keyClick(field.lineEdit(), Qt::Key_0);
        QVERIFY(!field.isValid());
        field.setValue(10);
        QCOMPARE(field.lineEdit()->text(), QStringLiteral("10000"));
        QVERIFY(!field.isValid());
        // While the refused figure is being typed, another value written back (the one before the
        // typing, JobPage::writeField) leaves it as typed too
        field.setValue(15);
        QCOMPARE(field.lineEdit()->text(), QStringLiteral("10000"));
        // Typing done (Enter, focus out): the job itself changed, the field shows it.
        emit field.lineEdit()->editingFinished();
        field.setValue(20);
        QCOMPARE(field.lineEdit()->text(), QStringLiteral("20"));
        QVERIFY(field.isValid());
        // The same number typed another way stays as typed.
        field.lineEdit()->setText(QStringLiteral("2e1"));
        field.setValue(20);
        field.setValue(21);
        field.setValue(20);
        QCOMPARE(field.lineEdit()->text(), QStringLiteral("20"));
    }

    void formatsLargeCountsShort()
    {
        QCOMPARE(NumberField::format(2e12), QStringLiteral("2T"));
        QCOMPARE(NumberField::format(1.5e9), QStringLiteral("1.5B"));
        QCOMPARE(NumberField::format(52000), QStringLiteral("52,000"));
        QCOMPARE(NumberField::format(0.25), QStringLiteral("0.25"));
    }
};

QTEST_MAIN(TestNumberField)
#include "tst_numberfield.moc"
