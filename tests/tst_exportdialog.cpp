// File > Export's dialog: the folder the user names is created when it does not exist, a file in
// its place is refused, a folder that cannot be created keeps the dialog open with the reason, and
// the recommended candidate is exported unless the user picks the selected row.
#include "views/export/ExportDialog.h"

#include <QCheckBox>
#include <QDir>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QTemporaryDir>
#include <QTest>

class TestExportDialog : public QObject
{
    Q_OBJECT

    static QPushButton *exportButton(ExportDialog &d)
    {
        for (QPushButton *b : d.findChildren<QPushButton *>())
            if (b->text() == ExportDialog::tr("&Export"))
                return b;
        return nullptr;
    }
    static QString problem(ExportDialog &d)
    {
        return d.findChild<QLabel *>(QStringLiteral("exportProblem"))->text();
    }
    static QString note(ExportDialog &d)
    {
        return d.findChild<QLabel *>(QStringLiteral("exportNote"))->text();
    }

private slots:
    void missingFolderIsCreatedOnExport()
    {
        QTemporaryDir dir;
        const QString target = dir.filePath(QStringLiteral("plans/2026"));
        ExportDialog d(target, QStringLiteral("plan"), QStringLiteral("1 × ecs.gn7i-c8g1.2xlarge"));
        QVERIFY(exportButton(d)->isEnabled());
        QVERIFY(problem(d).isEmpty());
        QVERIFY2(note(d).contains(QStringLiteral("creates it")), qPrintable(note(d)));

        d.accept();
        QCOMPARE(d.result(), int(QDialog::Accepted));
        QVERIFY(QFileInfo(target).isDir());
    }

    void existingFolderHasNoNote()
    {
        QTemporaryDir dir;
        ExportDialog d(dir.path(), QStringLiteral("plan"), QString());
        QVERIFY(exportButton(d)->isEnabled());
        QVERIFY(note(d).isEmpty());
    }

    void fileInPlaceOfTheFolderIsRefused()
    {
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("notes.txt"));
        QFile f(file);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.close();
        ExportDialog d(file, QStringLiteral("plan"), QString());
        QVERIFY(!exportButton(d)->isEnabled());
        QVERIFY2(problem(d).contains(QStringLiteral("not a folder")), qPrintable(problem(d)));

        // Correcting the text clears the error at once.
        d.findChild<QLineEdit *>(QStringLiteral("exportFolderEdit"))->setText(dir.path());
        QVERIFY(exportButton(d)->isEnabled());
        QVERIFY(problem(d).isEmpty());
    }

    void folderThatCannotBeCreatedKeepsTheDialogOpen()
    {
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("notes.txt"));
        QFile f(file);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.close();
        ExportDialog d(file + QStringLiteral("/inside"), QStringLiteral("plan"), QString());
        d.open();
        d.accept();
        QVERIFY(d.isVisible());
        QVERIFY2(problem(d).contains(QStringLiteral("Cannot create the folder")), qPrintable(problem(d)));
    }

    void theRecommendationIsExportedUnlessTheUserPicksTheRow()
    {
        QTemporaryDir dir;
        ExportDialog d(dir.path(), QStringLiteral("plan"), QStringLiteral("1 × gn7i (A10)"),
                       QStringLiteral("2 × gn7e (A100)"));
        auto *recommended = d.findChild<QRadioButton *>(QStringLiteral("exportRecommendedRadio"));
        auto *selected = d.findChild<QRadioButton *>(QStringLiteral("exportSelectedRadio"));
        QVERIFY(recommended && selected);
        QVERIFY(recommended->isChecked() && recommended->text().contains(QStringLiteral("gn7i")));
        QVERIFY(selected->text().contains(QStringLiteral("gn7e")));
        QVERIFY(!d.exportsSelected());
        selected->click();
        QVERIFY(d.exportsSelected());

        // Nothing recommended (no candidate meets every limit): the selected row it is.
        ExportDialog none(dir.path(), QStringLiteral("plan"), QString(), QStringLiteral("2 × gn7e (A100)"));
        QVERIFY(!none.findChild<QRadioButton *>(QStringLiteral("exportRecommendedRadio"))->isEnabled());
        QVERIFY(none.exportsSelected());

        // The selected row is the recommendation: one choice only.
        ExportDialog same(dir.path(), QStringLiteral("plan"), QStringLiteral("1 × gn7i (A10)"));
        QVERIFY(!same.findChild<QRadioButton *>(QStringLiteral("exportSelectedRadio")));
        QVERIFY(!same.exportsSelected());
    }

    void comparedCandidatesAreOfferedForThePdf()
    {
        QTemporaryDir dir;
        ExportDialog d(dir.path(), QStringLiteral("plan"), QStringLiteral("1 × gn7i (A10)"));
        auto *comparison = d.findChild<QCheckBox *>(QStringLiteral("exportComparisonCheck"));
        QVERIFY(comparison);
        d.offerComparison(1); // one ticked candidate compares with nothing
        QVERIFY(comparison->isHidden());
        QVERIFY(!d.includesComparison());
        d.offerComparison(3);
        QVERIFY(!comparison->isHidden() && comparison->isChecked());
        QVERIFY2(comparison->text().contains(QStringLiteral("3 compared")), qPrintable(comparison->text()));
        QVERIFY(d.includesComparison());
        // no PDF, no comparison in it
        d.findChild<QCheckBox *>(QStringLiteral("exportPdfCheck"))->setChecked(false);
        QVERIFY(!comparison->isEnabled());
        QVERIFY(!d.includesComparison());
    }

    void aWatchedRunIsOfferedForThePdf()
    {
        QTemporaryDir dir;
        ExportDialog d(dir.path(), QStringLiteral("plan"), QStringLiteral("1 × gn7i (A10)"));
        auto *actuals = d.findChild<QCheckBox *>(QStringLiteral("exportActualsCheck"));
        QVERIFY(actuals);
        QVERIFY(actuals->isHidden()); // a plan with no watched run has nothing to add
        QVERIFY(!d.includesActuals());
        d.offerActuals(QStringLiteral("12/7/26 5:10 AM"));
        QVERIFY(!actuals->isHidden() && actuals->isChecked());
        QVERIFY2(actuals->text().contains(QStringLiteral("12/7/26 5:10 AM")), qPrintable(actuals->text()));
        QVERIFY(d.includesActuals());
        actuals->setChecked(false); // the user leaves it out
        QVERIFY(!d.includesActuals());
        actuals->setChecked(true);
        d.findChild<QCheckBox *>(QStringLiteral("exportPdfCheck"))->setChecked(false);
        QVERIFY(!actuals->isEnabled());
        QVERIFY(!d.includesActuals());
    }

    void emptyFolderAndBadNameAreRefused()
    {
        ExportDialog d(QString(), QStringLiteral("plan"), QString());
        QVERIFY(!exportButton(d)->isEnabled());
        QCOMPARE(problem(d), ExportDialog::tr("Choose a folder."));
        QTemporaryDir dir;
        d.findChild<QLineEdit *>(QStringLiteral("exportFolderEdit"))->setText(dir.path());
        d.findChild<QLineEdit *>(QStringLiteral("exportNameEdit"))->setText(QStringLiteral("a/b"));
        QVERIFY(!exportButton(d)->isEnabled());
    }
};

QTEST_MAIN(TestExportDialog)
#include "tst_exportdialog.moc"
